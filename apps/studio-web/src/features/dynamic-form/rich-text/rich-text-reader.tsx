import "@mantine/tiptap/styles.css";
import { RichTextEditor } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import { useEffect, useRef } from "react";
import { richTextExtensions } from "./extensions";

/** The read-only editor behind `RichTextView` (its own lazy chunk, shared with the editor's). */
export default function RichTextReader({ html }: { html: string }) {
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: html,
    editable: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
  });
  const shown = useRef(html);
  useEffect(() => {
    if (!editor || shown.current === html) return;
    shown.current = html;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  return (
    <RichTextEditor editor={editor} variant="subtle" bd="none">
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
