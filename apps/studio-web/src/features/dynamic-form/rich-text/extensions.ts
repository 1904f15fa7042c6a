import { Link } from "@mantine/tiptap";
import { TableKit } from "@tiptap/extension-table";
import TextAlign from "@tiptap/extension-text-align";
import { Color, TextStyle } from "@tiptap/extension-text-style";
import type { Extensions } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";

/**
 * What the rich-text field can write: the spec's toolbar (basic styles, headings, lists, alignment, links,
 * tables, text colour) and nothing the server's allow-list would strip on save, so what is seen while
 * editing is what is stored. Code, quotes and rules are left out for that reason.
 */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      // Mantine's link (below) adds the Mod-K shortcut its link control listens for.
      link: false,
    }),
    Link,
    TextAlign.configure({ types: ["heading", "paragraph"] }),
    TextStyle,
    Color,
    TableKit.configure({ table: { resizable: false } }),
  ];
}
