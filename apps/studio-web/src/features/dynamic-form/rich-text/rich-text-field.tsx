import { ActionIcon, Group, Input, Paper, SegmentedControl, Textarea, Tooltip } from "@mantine/core";
import {
  IconBold,
  IconH2,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconStrikethrough,
  IconTable,
} from "@tabler/icons-react";
import { type ReactNode, useRef, useState } from "react";
import { type FieldProps, useField } from "../fields/field-props";
import { Markdown } from "./markdown";

/** One toolbar action: wrap the selection, or start each selected line with a prefix, or insert text. */
type Edit = { wrap: string } | { prefix: string } | { insert: string };

const TABLE_TEMPLATE = "\n| Column | Column |\n| --- | --- |\n| Cell | Cell |\n";

const TOOLS: { label: string; icon: ReactNode; edit: Edit }[] = [
  { label: "Bold", icon: <IconBold size={16} />, edit: { wrap: "**" } },
  { label: "Italic", icon: <IconItalic size={16} />, edit: { wrap: "*" } },
  { label: "Strikethrough", icon: <IconStrikethrough size={16} />, edit: { wrap: "~~" } },
  { label: "Heading", icon: <IconH2 size={16} />, edit: { prefix: "## " } },
  { label: "Bullet list", icon: <IconList size={16} />, edit: { prefix: "- " } },
  { label: "Numbered list", icon: <IconListNumbers size={16} />, edit: { prefix: "1. " } },
  { label: "Link", icon: <IconLink size={16} />, edit: { insert: "[text](https://)" } },
  { label: "Table", icon: <IconTable size={16} />, edit: { insert: TABLE_TEMPLATE } },
];

/** Applies a toolbar edit to `text` with the selection `[start, end)`; answers the new text and selection. */
export function applyEdit(text: string, start: number, end: number, edit: Edit) {
  const before = text.slice(0, start);
  const selected = text.slice(start, end);
  const after = text.slice(end);
  if ("wrap" in edit) {
    const inner = selected || "text";
    const next = `${before}${edit.wrap}${inner}${edit.wrap}${after}`;
    return { text: next, start: start + edit.wrap.length, end: start + edit.wrap.length + inner.length };
  }
  if ("prefix" in edit) {
    const lineStart = before.lastIndexOf("\n") + 1;
    const block = text.slice(lineStart, end);
    const prefixed = block
      .split("\n")
      .map((line) => `${edit.prefix}${line}`)
      .join("\n");
    const next = `${text.slice(0, lineStart)}${prefixed}${after}`;
    return { text: next, start: lineStart, end: lineStart + prefixed.length };
  }
  const next = `${before}${edit.insert}${after}`;
  return { text: next, start: start + edit.insert.length, end: start + edit.insert.length };
}

/**
 * `richText`: a markdown editor on a plain text area, with a toolbar for styles, lists, links and tables
 * and a preview. The text is stored as written and shown through {@link Markdown}, which builds React
 * elements only, so no markup a user types can run. (Alignment and colours of the original editor are not
 * offered: they need HTML, which would then need sanitising everywhere it is shown.)
 */
export function RichTextField(props: FieldProps) {
  const { bound, common } = useField(props);
  const [mode, setMode] = useState<"write" | "preview">("write");
  const area = useRef<HTMLTextAreaElement>(null);
  const text = typeof bound.value === "string" ? bound.value : "";
  const name = props.ariaLabel ?? props.field.label;

  const run = (edit: Edit) => {
    const element = area.current;
    const result = applyEdit(
      text,
      element?.selectionStart ?? text.length,
      element?.selectionEnd ?? text.length,
      edit,
    );
    bound.onChange(result.text);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(result.start, result.end);
    });
  };

  return (
    <Input.Wrapper
      label={common.label}
      description={common.description}
      withAsterisk={common.withAsterisk}
      error={common.error}
    >
      <Paper withBorder radius="sm" p={6} mt={4}>
        <Group justify="space-between" gap={4} mb={6}>
          <Group gap={2} role="toolbar" aria-label={`${name} formatting`}>
            {TOOLS.map((tool) => (
              <Tooltip key={tool.label} label={tool.label}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={tool.label}
                  disabled={common.disabled || mode === "preview"}
                  onClick={() => run(tool.edit)}
                >
                  {tool.icon}
                </ActionIcon>
              </Tooltip>
            ))}
          </Group>
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(value) => setMode(value as "write" | "preview")}
            data={[
              { value: "write", label: "Write" },
              { value: "preview", label: "Preview" },
            ]}
          />
        </Group>
        {mode === "write" ? (
          <Textarea
            ref={area}
            aria-label={name}
            variant="unstyled"
            autosize
            minRows={4}
            value={text}
            disabled={common.disabled}
            onBlur={bound.onBlur}
            onChange={(event) => bound.onChange(event.currentTarget.value)}
            px={6}
          />
        ) : (
          <div data-testid="rich-text-preview" style={{ minHeight: 96, padding: 6 }}>
            <Markdown text={text} />
          </div>
        )}
      </Paper>
    </Input.Wrapper>
  );
}
