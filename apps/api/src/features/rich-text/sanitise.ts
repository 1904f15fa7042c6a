import sanitizeHtml from "sanitize-html";

// A hex colour with a leading `#`, as the spec writes colour values; nothing else (no url(), no
// expression(), no named colours that could smuggle text past the pattern).
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const ALIGNMENT = /^(?:left|center|right|justify)$/;

const COLOUR_AND_ALIGNMENT = { color: [HEX_COLOUR], "text-align": [ALIGNMENT] };
const LINK_REL = "noopener noreferrer nofollow";

const RGB = /rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)/gi;
const hex = (channel: string) => Math.min(255, Number(channel)).toString(16).padStart(2, "0");

/** Browsers serialise an editor's `#c92a2a` as `rgb(201, 42, 42)`: stored colours are hex all the same. */
function hexColours(style: string | undefined): string | undefined {
  return style?.replace(RGB, (_match, r: string, g: string, b: string) => `#${hex(r)}${hex(g)}${hex(b)}`);
}

const styled: sanitizeHtml.Transformer = (tagName, attribs) => {
  const style = hexColours(attribs.style);
  return { tagName, attribs: style === undefined ? attribs : { ...attribs, style } };
};

/** Marked writes column alignment as the old `align` attribute; keep it as the one style we allow. */
const alignToStyle: sanitizeHtml.Transformer = (tagName, attribs) => {
  const { align, ...rest } = attribs;
  const style = align && ALIGNMENT.test(align) ? `text-align: ${align}` : hexColours(attribs.style);
  return { tagName, attribs: style ? { ...rest, style } : rest };
};

/** The sanitiser's allow-lists; exported so the tests walk the real lists, not a copy of them. */
export const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "h1",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "a",
    "span",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    td: ["colspan", "rowspan", "style"],
    th: ["colspan", "rowspan", "style"],
    p: ["style"],
    span: ["style"],
    h1: ["style"],
    h2: ["style"],
    h3: ["style"],
    h4: ["style"],
  },
  allowedStyles: {
    span: COLOUR_AND_ALIGNMENT,
    p: COLOUR_AND_ALIGNMENT,
    td: COLOUR_AND_ALIGNMENT,
    th: COLOUR_AND_ALIGNMENT,
    // Headings are aligned like paragraphs in the editor.
    h1: { "text-align": [ALIGNMENT] },
    h2: { "text-align": [ALIGNMENT] },
    h3: { "text-align": [ALIGNMENT] },
    h4: { "text-align": [ALIGNMENT] },
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  // `//host/x` would take the page's scheme: only full addresses are links.
  allowProtocolRelative: false,
  // Dropped tags keep their text (a `<div>` becomes its words), except these whose text is code or noise.
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "iframe", "object", "svg"],
  transformTags: {
    // Deeper headings than the editor offers read as its smallest one.
    h5: "h4",
    h6: "h4",
    td: alignToStyle,
    th: alignToStyle,
    p: styled,
    span: styled,
    // Every kept link opens safely; a target other than a new tab is dropped.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: target === "_blank" ? { ...rest, target, rel: LINK_REL } : { ...rest, rel: LINK_REL },
      };
    },
  },
};

/**
 * The rich-text HTML a campaign (or any template's rich-text field) may store and show: only the editor's
 * own tags (styles, headings, lists, links, tables) with hex colours and alignment as their only styles.
 * Scripts, event handlers, `javascript:`/`data:` links, frames and `url()` never survive.
 */
export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS);
}
