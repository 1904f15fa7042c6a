const decoder = new TextDecoder();
const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";

/** Files whose text can name other files: pages, styles, scripts and data a script reads. */
const TEXT_TYPES = new Set(["html", "htm", "css", "js", "mjs", "json", "svg", "xml", "txt"]);

/** Files an ad server reads itself, not the creative: Adform's manifest at the root. */
const READ_BY_THE_AD_SERVER = new Set(["manifest.json"]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether `text` names the file `name`: its base name as a whole word of a path (`img/cup.png`, `"cup.png"`,
 * `url(../img/cup.png)`), not inside a longer name (`teacup.png`, `cup.png.bak`). A name a script builds
 * from parts (`"frame" + i + ".png"`) is not seen; Google's validators do not see it either.
 */
function names(text: string, name: string): boolean {
  const base = name.split("/").pop() ?? name;
  return new RegExp(`(?<![\\w.-])${escapeRegExp(base)}(?![\\w-]|\\.\\w)`).test(text);
}

/**
 * The files of a creative that nothing reaches: starting from the primary HTML, every file named by a
 * page, style, script or data file already reached is reached too. What remains is dead weight the ad
 * server refuses ("no unreferenced files").
 */
export function unreferencedFiles(
  files: Record<string, Uint8Array>,
  fileNames: readonly string[],
  primary: string,
): string[] {
  const reached = new Set([primary, ...fileNames.filter((n) => READ_BY_THE_AD_SERVER.has(n))]);
  const queue = [primary];
  for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
    const text = decoder.decode(files[from]);
    for (const name of fileNames) {
      if (reached.has(name) || !names(text, name)) continue;
      reached.add(name);
      if (TEXT_TYPES.has(extensionOf(name))) queue.push(name);
    }
  }
  return fileNames.filter((n) => !reached.has(n));
}
