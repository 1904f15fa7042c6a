import "@mantine/tiptap/styles.css";
import { Input } from "@mantine/core";
import { RichTextEditor } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import { useEffect, useRef } from "react";
import { type FieldProps, useField } from "../fields/field-props";
import { richTextExtensions } from "./extensions";
import { withHexColours } from "./hex-colour";
import { RICH_TEXT_LABELS } from "./labels";
import { RichTextToolbar } from "./toolbar";

/**
 * `richText` (loaded lazily by `RichTextField`): Mantine's rich-text editor on tiptap. The value in and
 * out is HTML; the server sanitises it on save and answers older markdown values already as HTML. An
 * empty editor is the empty string, so `required` sees it as empty.
 */
export default function RichTextEditorField(props: FieldProps) {
  const { bound, common } = useField(props);
  const html = typeof bound.value === "string" ? bound.value : "";
  const name = props.ariaLabel ?? props.field.label;
  // The editor is created once; its callbacks read the latest binding through this ref.
  const latest = useRef(bound);
  latest.current = bound;
  // The value this editor last wrote, to tell its own changes from a new value set by the form (reset).
  const written = useRef(html);
  const editable = !common.disabled;

  const editor = useEditor({
    extensions: richTextExtensions(),
    content: html,
    editable,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { role: "textbox", "aria-multiline": "true", "aria-label": name },
    },
    onUpdate: ({ editor: current }) => {
      const next = current.isEmpty ? "" : withHexColours(current.getHTML());
      written.current = next;
      latest.current.onChange(next);
    },
    onBlur: () => latest.current.onBlur(),
  });

  useEffect(() => {
    if (!editor || html === written.current) return;
    written.current = html;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  useEffect(() => {
    editor?.setEditable(editable, false);
  }, [editor, editable]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: "textbox",
          "aria-multiline": "true",
          "aria-label": name,
          ...(common.error ? { "aria-invalid": "true" } : {}),
        },
      },
    });
  }, [editor, name, common.error]);

  return (
    <Input.Wrapper
      label={common.label}
      description={common.description}
      withAsterisk={common.withAsterisk}
      error={common.error}
    >
      <RichTextEditor editor={editor} labels={RICH_TEXT_LABELS} mt={4} data-rich-text={props.path}>
        {editable && <RichTextToolbar name={name} />}
        <RichTextEditor.Content mih={120} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
