import { RichTextEditor } from "@mantine/tiptap";
import { TEXT_COLOURS } from "./labels";

/**
 * The spec's rich-text toolbar (shell §5, Rendering rules): basic styles, headings, lists, alignment,
 * links, tables and text colour, in that order. Every button is named by Mantine's `aria-label` (our
 * `RICH_TEXT_LABELS` where the wording differs). Sticky so it stays in reach in long notes.
 */
export function RichTextToolbar({ name }: { name: string }) {
  return (
    <RichTextEditor.Toolbar sticky stickyOffset={0} role="toolbar" aria-label={`${name} formatting`}>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.Underline />
        <RichTextEditor.Strikethrough />
        <RichTextEditor.ClearFormatting />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.H1 />
        <RichTextEditor.H2 />
        <RichTextEditor.H3 />
        <RichTextEditor.H4 />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.BulletList />
        <RichTextEditor.OrderedList />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.AlignLeft />
        <RichTextEditor.AlignCenter />
        <RichTextEditor.AlignRight />
        <RichTextEditor.AlignJustify />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Link />
        <RichTextEditor.Unlink />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.TableInsert maxColumns={6} maxRows={6} />
        <RichTextEditor.TableRowAfter />
        <RichTextEditor.TableRowDelete />
        <RichTextEditor.TableColumnAfter />
        <RichTextEditor.TableColumnDelete />
        <RichTextEditor.TableDelete />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.ColorPicker colors={TEXT_COLOURS} colorPickerProps={{ format: "hex" }} />
        <RichTextEditor.UnsetColor />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Undo />
        <RichTextEditor.Redo />
      </RichTextEditor.ControlsGroup>
    </RichTextEditor.Toolbar>
  );
}
