import { TextInput, Tooltip } from "@mantine/core";
import { useMergedRef, useResizeObserver } from "@mantine/hooks";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useEditedKind, useEditor } from "../editor-context";
import { renameDocumentCommand } from "../model/commands/document";
import classes from "./editor-shell.module.css";

const BLANK = "Name should not be blank.";

/**
 * The ad's name, edited in the toolbar: a typing burst is one undo step, and a blank name is never
 * written (the server would refuse the save); leaving the field puts the saved name back. It takes the
 * toolbar's spare room; a name longer than that ends in "…" and shows whole in a tooltip.
 */
export function AdNameField() {
  const name = useEditor((s) => s.document.name);
  const run = useEditor((s) => s.run);
  const kind = useEditedKind();
  const template = kind === "template";
  const [text, setText] = useState(name);
  useEffect(() => setText(name), [name]);
  const blank = text.trim() === "";
  const input = useRef<HTMLInputElement>(null);
  const [observe, rect] = useResizeObserver<HTMLInputElement>();
  const ref = useMergedRef(input, observe);
  const [clipped, setClipped] = useState(false);
  // Measured again whenever the text or the field's width changes: both decide whether the name fits.
  useLayoutEffect(() => {
    const field = input.current;
    if (field) setClipped(field.scrollWidth > field.clientWidth);
  }, [text, rect.width]);
  return (
    <Tooltip label={text} disabled={!clipped} multiline maw={420}>
      <TextInput
        ref={ref}
        aria-label={template ? "Template name" : "Ad name"}
        value={text}
        maxLength={120}
        error={blank ? BLANK : undefined}
        variant="unstyled"
        size="md"
        fw={600}
        classNames={{ root: classes.nameField, input: classes.nameInput }}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          if (next.trim()) run(renameDocumentCommand, { name: next, kind }, { coalesce: "document.name" });
        }}
        onBlur={() => setText(name)}
      />
    </Tooltip>
  );
}
