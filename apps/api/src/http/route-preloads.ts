import { readFile } from "node:fs/promises";
import path from "node:path";

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The page a server-drawn public page starts from, the manifest naming its chunks, and their keys. */
export interface PublicShell {
  html: string;
  manifest: string;
  /** The manifest keys of the login page's and the public showcase's own chunks. */
  keys: { login: string; showcase: string };
}

/**
 * The shell of the public pages (/login, /showcase/{companyId}): the public entry's page (public.html,
 * built on its own with .vite/public-manifest.json: issue 34, no studio code on their first paint), else
 * the studio's index.html and its route chunks (a build without the public entry). Null without a build.
 */
export async function publicShell(studioDir: string): Promise<PublicShell | null> {
  const read = (file: string) => readFile(path.join(studioDir, file), "utf8").catch(() => null);
  const html = await read("public.html");
  if (html !== null) {
    const keys = { login: "src/public/login-app.tsx", showcase: "src/public/showcase-app.tsx" };
    return { html, manifest: "public-manifest.json", keys };
  }
  const index = await read("index.html");
  if (index === null) return null;
  const keys = {
    login: "src/routes/login.tsx?tsr-split=component",
    showcase: "src/routes/showcase/$companyId.tsx?tsr-split=component",
  };
  return { html: index, manifest: "manifest.json", keys };
}

/**
 * `<link>`s for the route chunk and every chunk and stylesheet it imports statically, skipping what the
 * page already loads. No manifest (a development build) means no links: the studio still loads them itself.
 */
export async function routePreloads(
  studioDir: string,
  html: string,
  routeKey: string,
  manifestFile = "manifest.json",
): Promise<string> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(studioDir, ".vite", manifestFile), "utf8"));
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
