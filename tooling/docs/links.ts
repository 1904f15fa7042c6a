// The link check of the docs: every relative link and image in README.md and docs/**/*.md must reach a file,
// and every anchor (`chapter.md#section`, `#section`) a heading of that file as GitHub slugs it (or an
// explicit `id="…"`). Links to other sites are not fetched: the check runs offline.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import GithubSlugger from "github-slugger";
import { Lexer, type Token, type Tokens } from "marked";

/** The Markdown files the check covers: the README and every chapter under docs/, repository-relative. */
export async function docFiles(repo: string): Promise<string[]> {
  const chapters = await readdir(path.join(repo, "docs"), { recursive: true });
  return ["README.md", ...chapters.filter((f) => f.endsWith(".md")).map((f) => path.join("docs", f))].sort();
}

/** A heading's text as GitHub reads it for its slug: the words, without Markdown marks. */
function plain(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if ("tokens" in token && token.tokens) return plain(token.tokens);
      return "text" in token ? String(token.text) : "";
    })
    .join("");
}

const HTML_TARGET = /\b(?:href|src)="([^"]+)"/g;
const HTML_ID = /\bid="([^"]+)"/g;

/** The anchors a file offers and the links it makes, from marked's token tree (code blocks hold none). */
export function scan(markdown: string): { anchors: Set<string>; links: string[] } {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  const links: string[] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "heading") anchors.add(slugger.slug(plain((token as Tokens.Heading).tokens)));
      if (token.type === "link" || token.type === "image") links.push((token as Tokens.Link).href);
      if (token.type === "html") {
        for (const [, target] of token.raw.matchAll(HTML_TARGET)) if (target) links.push(target);
        for (const [, id] of token.raw.matchAll(HTML_ID)) if (id) anchors.add(id);
      }
      if (token.type === "table") {
        const table = token as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()]) visit(cell.tokens);
      }
      if (token.type === "list") for (const item of (token as Tokens.List).items) visit(item.tokens);
      else if ("tokens" in token && token.tokens) visit(token.tokens);
    }
  };
  visit(new Lexer().lex(markdown));
  return { anchors, links };
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Every broken relative link or anchor of the docs, as `file: link (why)`; empty when all resolve. */
export async function brokenLinks(repo: string): Promise<string[]> {
  const files = await docFiles(repo);
  const scanned = new Map<string, ReturnType<typeof scan>>();
  const scanOf = async (file: string) => {
    let found = scanned.get(file);
    if (!found) {
      found = scan(await readFile(path.join(repo, file), "utf8"));
      scanned.set(file, found);
    }
    return found;
  };
  const broken: string[] = [];
  for (const file of files) {
    for (const link of (await scanOf(file)).links) {
      if (EXTERNAL.test(link)) continue;
      const [target = "", anchor] = link.split("#", 2);
      const resolved = target ? path.normalize(path.join(path.dirname(file), decodeURI(target))) : file;
      if (resolved.startsWith("..") || !existsSync(path.join(repo, resolved))) {
        broken.push(`${file}: ${link} (no file ${resolved})`);
        continue;
      }
      if (anchor === undefined || anchor === "") continue;
      if (!resolved.endsWith(".md")) {
        broken.push(`${file}: ${link} (an anchor into ${resolved}, which is not Markdown)`);
        continue;
      }
      if (!(await scanOf(resolved)).anchors.has(decodeURIComponent(anchor))) {
        broken.push(`${file}: ${link} (no heading '#${anchor}' in ${resolved})`);
      }
    }
  }
  return broken;
}
