import { readFile } from "node:fs/promises";
import path from "node:path";

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * `<link>`s for the route chunk and every chunk and stylesheet it imports statically, skipping what the
 * page already loads. No manifest (a development build) means no links: the studio still loads them itself.
 */
export async function routePreloads(studioDir: string, html: string, routeKey: string): Promise<string> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(studioDir, ".vite", "manifest.json"), "utf8"));
  } catch {
    return "";
  }
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(routeKey);
  const fresh = (file: string) => !html.includes(`/${file}"`);
  return [
    ...[...styles].filter(fresh).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join("\n    ");
}

/**
 * For a page the server has drawn already (the public showcase, /login): the studio's scripts and their
 * preloads are fetched at low priority, so the page's own pictures go first on a slow connection and
 * nothing is mistaken for render-blocking (a module script is not, but it is fetched at high priority).
 * They still load at once and run as soon as the page is parsed.
 */
export function withLowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    (_, tag: string) => `<${tag} fetchpriority="low"`,
  );
}
