import { TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useEditedKind, useEditor } from "../editor-context";

const BLANK = "Name should not be blank.";

/**
 * The ad's name, edited in the toolbar: a typing burst is one undo step, and a blank name is never
 * written (the server would refuse the save); leaving the field puts the saved name back.
 */
export function AdNameField() {
  const name = useEditor((s) => s.document.name);
  const edit = useEditor((s) => s.edit);
  const template = useEditedKind() === "template";
  const [text, setText] = useState(name);
  useEffect(() => setText(name), [name]);
  const blank = text.trim() === "";
  return (
    <TextInput
      aria-label={template ? "Template name" : "Ad name"}
      value={text}
      maxLength={120}
      error={blank ? BLANK : undefined}
      variant="unstyled"
      size="md"
      fw={600}
      w={{ base: 150, xl: 220 }}
      styles={{ input: { fontWeight: 600 } }}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        if (next.trim())
          edit(
            template ? "Rename the template" : "Rename the ad",
            (d) => {
              d.name = next.trim();
            },
            { coalesce: "document.name" },
          );
      }}
      onBlur={() => setText(name)}
    />
  );
}
