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
