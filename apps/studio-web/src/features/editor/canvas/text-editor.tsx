import { propsFor } from "@adstudio/creative/render";
import { useEffect, useRef, useState } from "react";
import { useEditorStore } from "../editor-context";
import { editTextCommand } from "../model/commands/text";
import type { LayerNode } from "./geometry";
import { fitText, textStyle } from "./measure-text";

interface TextEditorProps {
  node: LayerNode;
  zoom: number;
  onClose(): void;
}

/**
 * Typing on the canvas: a field over the text layer at its box, font and zoom (the frame is cross-origin,
 * so the words cannot be edited inside it). Each keystroke previews the edit as a gesture, so the frame
 * (patched in place) and the panels show the words as they are typed; Enter (or a click outside) commits
 * one undo step, Shift+Enter is a new line, Escape puts the words back. The box fits the words by the
 * text's `fit`, measured against the box as it was when typing began.
 */
export function TextEditor({ node, zoom, onClose }: TextEditorProps) {
  const store = useEditorStore();
  const { layer } = node;
  // The box as typing began: the fit of each preview is measured against it, not against a box an
  // earlier keystroke has already grown.
  const [box] = useState(node.box);
  // The props of the size shown (base props with its override), read once: the field is one session.
  const [props] = useState(() => {
    const { document, session } = store.getState();
    return propsFor(layer, session.size, document.baseSize);
  });
  // The words as typing began (the layer shown follows the preview of each keystroke).
  const [original] = useState(() => (layer.content.kind === "text" ? layer.content.text : ""));
  const [text, setText] = useState(original);
  const [height, setHeight] = useState(box.h);
  const ref = useRef<HTMLTextAreaElement>(null);
  const done = useRef(false);

  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  // The field grows with the words as they are typed (never below the box), as the box will.
  useEffect(() => {
    const field = ref.current;
    if (!field) return;
    field.style.height = "0";
    setHeight(Math.max(box.h, field.scrollHeight));
    field.style.height = "";
  }, [text, box.h]);

  // Removed some other way (another page, another size): the words typed so far are kept.
  const typed = useRef(original);
  useEffect(() => {
    // Mounted again (React's strict mode runs effects twice): the field is open.
    done.current = false;
    return () => {
      if (done.current) return;
      done.current = true;
      const { commit, bail } = store.getState();
      if (typed.current !== original) commit();
      else bail();
    };
  }, [store, original]);

  const type = (next: string) => {
    setText(next);
    typed.current = next;
    const fit =
      layer.content.kind === "text" ? fitText({ ...layer.content, text: next }, props, box) : undefined;
    store.getState().preview(editTextCommand, { id: layer.id, text: next, ...(fit ? { fit } : {}) });
  };
  const finish = (commit: boolean) => {
    if (done.current) return;
    done.current = true;
    const { commit: keep, bail } = store.getState();
    if (commit && text !== original) keep();
    else bail();
    onClose();
  };

  const [a, b, c, d, e, f] = node.matrix;
  const style = textStyle(props, box.w);
  return (
    <textarea
      ref={ref}
      aria-label={`Text of ${layer.name || "the layer"}`}
      data-testid="canvas-text-editor"
      value={text}
      maxLength={2000}
      spellCheck
      onChange={(event) => type(event.currentTarget.value)}
      onBlur={() => finish(true)}
      onPointerDown={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        // The canvas's keys (arrows, Delete) are the field's while typing.
        event.stopPropagation();
        if (event.key === "Escape") {
          event.preventDefault();
          finish(false);
        } else if (event.key === "Enter" && !event.shiftKey) {
          event.preventDefault();
          finish(true);
        }
      }}
      style={{
        ...(style as object),
        position: "absolute",
        left: 0,
        top: 0,
        height,
        margin: 0,
        border: 0,
        outline: "2px solid #1c7ed6",
        resize: "none",
        overflow: "hidden",
        color: props.fontColor ?? "#111111",
        // The frame still shows the old words underneath until the edit commits: cover them.
        background: props.background ?? "rgba(255, 255, 255, 0.96)",
        transformOrigin: "0 0",
        transform: `matrix(${a * zoom}, ${b * zoom}, ${c * zoom}, ${d * zoom}, ${e * zoom}, ${f * zoom})`,
        zIndex: 2,
      }}
    />
  );
}
