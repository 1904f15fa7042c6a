// Builds the studio's user guide PDF (the /guidebook page shows it) from the repository's docs: the user
// guide in docs/guide/studio-guide.md, then reference chapters taken from docs/ (the roles table of the security
// model and the command-line chapter). Runs before every
// `vite build` and `vite` (package.json), so the guide always describes the version being built. pdfkit writes
// the PDF directly (no browser); the text font is Liberation Sans, embedded from pdfjs-dist's copy (SIL
// Open Font License), so every viewer shows the same letters.
//
//   node scripts/build-guide.mjs [--out=public/guide/adstudio-guide.pdf]
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Lexer } from "marked";
import PDFDocument from "pdfkit";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repo = path.resolve(root, "../..");
export const DEFAULT_OUT = path.join(root, "public", "guide", "adstudio-guide.pdf");

/**
 * Chapters of docs/ that a user of the studio needs too, appended as reference: one `## ` section of a chapter,
 * or (no section) a whole chapter under its own title.
 */
export const REFERENCE = [
  { file: "docs/security.md", section: "Roles and permissions" },
  { file: "docs/cli.md" },
];

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
  "standard_fonts",
);
const FONTS = {
  body: path.join(fontDir, "LiberationSans-Regular.ttf"),
  bold: path.join(fontDir, "LiberationSans-Bold.ttf"),
  italic: path.join(fontDir, "LiberationSans-Italic.ttf"),
  boldItalic: path.join(fontDir, "LiberationSans-BoldItalic.ttf"),
};
// Code keeps PDF's built-in Courier: a fixed-width face every viewer has, so nothing needs embedding.
const CODE_FONT = "Courier";

const INK = "#1f2933";
const MUTED = "#52606d";
const ACCENT = "#1c7ed6";
const CODE_BACKGROUND = "#f1f3f5";
const MARGIN = 56;

/** A chapter's `## title` section, without its heading line; throws when the chapter no longer has it. */
export function docSection(markdown, title, file = "the chapter") {
  const lines = markdown.split("\n");
  const start = lines.indexOf(`## ${title}`);
  if (start < 0) throw new Error(`${file} has no '## ${title}' section`);
  const end = lines.findIndex((line, i) => i > start && /^## /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join("\n");
}

/**
 * A docs/ chapter made fit for print: HTML comments (the generator's markers) dropped, and links to other
 * chapters or files kept as their text, since a PDF cannot follow them; links to web addresses stay.
 */
export function forPrint(markdown) {
  return markdown
    .replace(/<!--[\s\S]*?-->\n?/g, "")
    .replace(/(!?)\[([^\]]*)\]\((?![a-z][a-z0-9+.-]*:)[^)]*\)/gi, (_, image, text) => (image ? "" : text));
}

/** A whole chapter one level down (its `# ` title becomes `## `), so it sits under 'Reference'. */
function demoted(markdown) {
  const inCode = { on: false };
  return markdown
    .split("\n")
    .map((line) => {
      if (line.startsWith("```")) inCode.on = !inCode.on;
      return !inCode.on && /^#{1,5} /.test(line) ? `#${line}` : line;
    })
    .join("\n");
}

/** The guide's Markdown: the user guide, then the reference chapters of docs/ under 'Reference'. */
export function guideMarkdown(guide, chapters) {
  const reference = REFERENCE.map(({ file, section }) => {
    const markdown = chapters[file];
    if (markdown === undefined) throw new Error(`${file} is missing`);
    const part = section ? `## ${section}\n${docSection(markdown, section, file)}` : demoted(markdown);
    return forPrint(part).trim();
  });
  return `${guide.trim()}\n\n# Reference\n\n${reference.join("\n\n")}\n`;
}

/** Inline tokens as runs of one style each (links keep their address). */
function runs(tokens, style = {}) {
  const out = [];
  for (const token of tokens ?? []) {
    if (token.type === "strong") out.push(...runs(token.tokens, { ...style, bold: true }));
    else if (token.type === "em") out.push(...runs(token.tokens, { ...style, italic: true }));
    else if (token.type === "link") out.push(...runs(token.tokens, { ...style, link: token.href }));
    else if (token.type === "codespan")
      out.push({ ...style, code: true, text: decode(token.text).replace(/\n/g, " ") });
    else if (token.type === "br") out.push({ ...style, text: "\n" });
    else if (token.tokens) out.push(...runs(token.tokens, style));
    // A line break inside a Markdown paragraph is only a space; pdfkit wraps lines itself.
    else out.push({ ...style, text: decode(token.text ?? token.raw ?? "").replace(/\s*\n\s*/g, " ") });
  }
  return out;
}

const ENTITIES = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const decode = (text) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

function fontOf(run) {
  if (run.code) return CODE_FONT;
  if (run.bold && run.italic) return "boldItalic";
  return run.bold ? "bold" : run.italic ? "italic" : "body";
}

class GuideWriter {
  constructor(doc) {
    this.doc = doc;
    this.width = doc.page.width - 2 * MARGIN;
    this.chapter = null;
  }

  /** Writes runs as one paragraph at `x` (indent) with the given width. */
  paragraph(list, { x = MARGIN, width = this.width, size = 10.5, color = INK, gap = 6 } = {}) {
    const doc = this.doc;
    const parts = list.filter((run) => run.text !== "");
    if (parts.length === 0) return;
    parts.forEach((run, index) => {
      const last = index === parts.length - 1;
      doc
        .font(fontOf(run))
        .fontSize(run.code ? size - 1 : size)
        .fillColor(run.link ? ACCENT : color);
      const options = { continued: !last, lineGap: 2, link: run.link ?? null, underline: false };
      if (index === 0) doc.text(run.text, x, doc.y, { ...options, width });
      else doc.text(run.text, options);
    });
    doc.moveDown(gap / size);
  }

  heading(text, depth) {
    const doc = this.doc;
    if (depth === 1) {
      doc.addPage();
      doc.font("bold").fontSize(24).fillColor(INK).text(text, MARGIN, doc.y, { width: this.width });
      this.chapter = doc.outline.addItem(text);
      doc.moveDown(0.6);
      return;
    }
    const size = depth === 2 ? 16 : 12.5;
    // Keep a heading with at least a few lines of what follows it.
    if (doc.y + size * 5 > doc.page.height - MARGIN) doc.addPage();
    doc.moveDown(depth === 2 ? 0.6 : 0.3);
    doc
      .font("bold")
      .fontSize(size)
      .fillColor(depth === 2 ? INK : MUTED);
    doc.text(text, MARGIN, doc.y, { width: this.width });
    if (depth === 2) (this.chapter ?? doc.outline).addItem(text);
    doc.moveDown(0.35);
  }

  code(text) {
    const doc = this.doc;
    const padding = 8;
    doc.font(CODE_FONT).fontSize(8);
    const height = doc.heightOfString(text, { width: this.width - 2 * padding, lineGap: 1.5 }) + 2 * padding;
    if (doc.y + height > doc.page.height - MARGIN && height < doc.page.height - 2 * MARGIN) doc.addPage();
    const top = doc.y;
    doc.rect(MARGIN, top, this.width, height).fill(CODE_BACKGROUND);
    doc
      .fillColor(INK)
      .text(text, MARGIN + padding, top + padding, { width: this.width - 2 * padding, lineGap: 1.5 });
    doc.y = top + height;
    doc.moveDown(0.6);
  }

  list(token, x = MARGIN) {
    const doc = this.doc;
    token.items.forEach((item, index) => {
      const marker = token.ordered ? `${Number(token.start || 1) + index}.` : "•";
      const top = doc.y;
      doc.font("body").fontSize(10.5).fillColor(MUTED).text(marker, x, top, { width: 14 });
      doc.y = top;
      for (const child of item.tokens) {
        if (child.type === "list") this.list(child, x + 16);
        else
          this.paragraph(runs(child.tokens ?? [child]), {
            x: x + 16,
            width: this.width - (x - MARGIN) - 16,
            gap: 3,
          });
      }
    });
    doc.moveDown(0.3);
  }

  /** A table as one line per row: each cell under its column's name, for readable narrow pages. */
  table(token) {
    for (const row of token.rows) {
      const cells = row.flatMap((cell, i) => {
        const name = token.header[i] ? `${token.header[i].text}: ` : "";
        return [
          { bold: true, text: i === 0 ? "" : `   ${name}` },
          ...runs(cell.tokens, i === 0 ? { bold: true } : {}),
        ];
      });
      this.paragraph(cells, { gap: 5 });
    }
  }

  block(token) {
    switch (token.type) {
      case "heading":
        return this.heading(
          runs(token.tokens)
            .map((run) => run.text)
            .join(""),
          token.depth,
        );
      case "paragraph":
        return this.paragraph(runs(token.tokens));
      case "code":
        return this.code(token.text);
      case "list":
        return this.list(token);
      case "table":
        return this.table(token);
      case "blockquote":
        for (const child of token.tokens) {
          this.paragraph(runs(child.tokens ?? [child], { italic: true }), {
            x: MARGIN + 16,
            width: this.width - 16,
          });
        }
        return;
      case "hr":
        this.doc.moveDown(0.5);
        return;
      default:
        return token.text ? this.paragraph([{ text: decode(token.text) }]) : undefined;
    }
  }
}

function titlePage(doc, title, version) {
  doc.font("bold").fontSize(40).fillColor(INK).text("Adstudio", MARGIN, 250);
  const subtitle = title.replace(/^Adstudio\s*/i, "") || "user guide";
  doc
    .font("body")
    .fontSize(20)
    .fillColor(MUTED)
    .text(subtitle.charAt(0).toUpperCase() + subtitle.slice(1));
  doc.moveDown(1.5);
  doc.fontSize(11).text(`For Adstudio ${version}. Built from the repository's documentation.`);
}

function pageNumbers(doc) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start + 1; i < start + count; i++) {
    doc.switchToPage(i);
    // Written inside the bottom margin, which pdfkit would otherwise treat as the end of the page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("body")
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`Adstudio user guide · ${i + 1} / ${count}`, MARGIN, doc.page.height - MARGIN / 2 - 4, {
        width: doc.page.width - 2 * MARGIN,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The guide as PDF bytes. The document's first `# ` heading is its title page; each later `# ` heading starts
 * a part on a new page; `## ` and `### ` are chapters and sections, with bookmarks for parts and chapters.
 */
export function renderGuide(markdown, { version = "dev" } = {}) {
  const tokens = Lexer.lex(markdown);
  const titleIndex = tokens.findIndex((token) => token.type === "heading" && token.depth === 1);
  const title = titleIndex >= 0 ? tokens[titleIndex].text : "Adstudio user guide";
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    displayTitle: true,
    lang: "en",
    // A fixed date keeps the file the same for the same docs (reproducible builds).
    info: {
      Title: title,
      Author: "Adstudio",
      Subject: "User guide",
      CreationDate: new Date(Date.UTC(2026, 0, 1)),
    },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks = [];
  doc.on("data", (chunk) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  titlePage(doc, title, version);
  doc.addPage();
  const writer = new GuideWriter(doc);
  tokens.forEach((token, index) => {
    if (index !== titleIndex) writer.block(token);
  });
  pageNumbers(doc);
  doc.end();
  return done;
}

async function main() {
  const outArg = process.argv.slice(2).find((arg) => arg.startsWith("--out="));
  const out = outArg ? path.resolve(outArg.slice("--out=".length)) : DEFAULT_OUT;
  const [guide, pkg, ...chapters] = await Promise.all([
    readFile(path.join(repo, "docs", "guide", "studio-guide.md"), "utf8"),
    readFile(path.join(root, "package.json"), "utf8"),
    ...REFERENCE.map(({ file }) => readFile(path.join(repo, file), "utf8")),
  ]);
  const byFile = Object.fromEntries(REFERENCE.map(({ file }, i) => [file, chapters[i]]));
  const pdf = await renderGuide(guideMarkdown(guide, byFile), { version: JSON.parse(pkg).version ?? "dev" });
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, pdf);
  console.error(
    `build-guide: wrote ${path.relative(process.cwd(), out)} (${Math.round(pdf.length / 1024)} KB)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`build-guide: ${error.message}`);
    process.exit(1);
  });
}
