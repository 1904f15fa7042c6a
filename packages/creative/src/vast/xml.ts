/** A small XML tree, enough to write VAST in a fixed element order with every value escaped. */
export interface XmlNode {
  name: string;
  attrs?: Record<string, string | number | undefined>;
  /** Text content (escaped on output); a node has text or children, not both. */
  text?: string;
  children?: XmlNode[];
}

// Anything outside XML 1.0's Char production (control characters, U+FFFE/FFFF, lone surrogates) is
// forbidden even when escaped: one stray character in an ad name would make the tag unparsable for every
// player, so it is dropped.
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Escapes text for element content and attribute values alike. */
export function escapeXml(value: string): string {
  return value.replace(FORBIDDEN, "").replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

function attributes(attrs: XmlNode["attrs"]): string {
  return Object.entries(attrs ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join("");
}

/** Writes the node indented by two spaces per level; absent attributes (`undefined`) are left out. */
export function serializeXml(node: XmlNode, depth = 0): string {
  const indent = "  ".repeat(depth);
  const open = `${indent}<${node.name}${attributes(node.attrs)}`;
  if (node.children && node.children.length > 0) {
    const inner = node.children.map((child) => serializeXml(child, depth + 1)).join("\n");
    return `${open}>\n${inner}\n${indent}</${node.name}>`;
  }
  if (node.text !== undefined) return `${open}>${escapeXml(node.text)}</${node.name}>`;
  return `${open}/>`;
}
