import { Anchor, Code, List, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A small, safe reader of the rich-text fields' markdown: headings (`#`, `##`, `###`), paragraphs,
 * bullet and numbered lists, `|` tables, **bold**, *italic*, ~~struck~~, `code` and links. It builds React
 * elements only (never HTML from the text), and a link is kept only for http(s) and mailto addresses.
 */
export function Markdown({ text }: { text: string }) {
  return <>{blocks(text)}</>;
}

const INLINE = /(\*\*[^*\n]+\*\*|~~[^~\n]+~~|\*[^*\n]+\*|_[^_\n]+_|`[^`\n]+`|\[[^\]\n]+\]\([^)\s]+\))/g;

export function safeHref(url: string): string | null {
  return /^(https?:\/\/|mailto:)/i.test(url) ? url : null;
}

export function inline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, i) => {
    const key = `${i}-${part}`;
    if (part.startsWith("**") && part.endsWith("**") && part.length > 4)
      return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (part.startsWith("~~") && part.endsWith("~~") && part.length > 4)
      return <s key={key}>{part.slice(2, -2)}</s>;
    if (/^(\*[^*]+\*|_[^_]+_)$/.test(part)) return <em key={key}>{part.slice(1, -1)}</em>;
    if (/^`[^`]+`$/.test(part)) return <Code key={key}>{part.slice(1, -1)}</Code>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const href = safeHref(link[2] ?? "");
      return href ? (
        <Anchor key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
          {link[1]}
        </Anchor>
      ) : (
        link[1]
      );
    }
    return part;
  });
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

function blocks(text: string): ReactNode[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const out: ReactNode[] = [];
  let i = 0;
  const take = (test: (line: string) => boolean) => {
    const taken: string[] = [];
    while (i < lines.length && test(lines[i] ?? "")) taken.push(lines[i++] ?? "");
    return taken;
  };
  while (i < lines.length) {
    const line = lines[i] ?? "";
    const key = `b${i}`;
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (line.trim() === "") {
      i++;
    } else if (heading) {
      i++;
      const order = ((heading[1]?.length ?? 1) + 2) as 3 | 4 | 5;
      out.push(
        <Title key={key} order={order}>
          {inline(heading[2] ?? "")}
        </Title>,
      );
    } else if (/^\s*[-*]\s+/.test(line)) {
      const items = take((l) => /^\s*[-*]\s+/.test(l));
      out.push(
        <List key={key} size="sm">
          {items.map((item, n) => (
            <List.Item key={`${key}-${n}`}>{inline(item.replace(/^\s*[-*]\s+/, ""))}</List.Item>
          ))}
        </List>,
      );
    } else if (/^\s*\d+\.\s+/.test(line)) {
      const items = take((l) => /^\s*\d+\.\s+/.test(l));
      out.push(
        <List key={key} type="ordered" size="sm">
          {items.map((item, n) => (
            <List.Item key={`${key}-${n}`}>{inline(item.replace(/^\s*\d+\.\s+/, ""))}</List.Item>
          ))}
        </List>,
      );
    } else if (line.trim().startsWith("|")) {
      const rows = take((l) => l.trim().startsWith("|")).filter((row) => !/^\s*\|?[\s:|-]+\|?\s*$/.test(row));
      const [head = "", ...body] = rows;
      out.push(
        <Table key={key} withTableBorder withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              {cells(head).map((cell, n) => (
                <Table.Th key={`${key}-h${n}`}>{inline(cell)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {body.map((row, r) => (
              <Table.Tr key={`${key}-r${r}`}>
                {cells(row).map((cell, n) => (
                  <Table.Td key={`${key}-r${r}-${n}`}>{inline(cell)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>,
      );
    } else {
      const paragraph = take((l) => l.trim() !== "" && !/^(#{1,3}\s|\s*[-*]\s|\s*\d+\.\s|\s*\|)/.test(l));
      // Never stall on a line no rule takes.
      if (paragraph.length === 0) paragraph.push(lines[i++] ?? "");
      out.push(
        <Text key={key} size="sm">
          {paragraph.flatMap((row, n) =>
            n === 0 ? inline(row) : [<br key={`${key}-br${n}`} />, ...inline(row)],
          )}
        </Text>,
      );
    }
  }
  return out;
}
