import { Parser } from "htmlparser2";
import { type Issue, issue } from "./types";

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

function parseXml(xml: string): XmlElement | null {
  const root: XmlElement = { name: "#root", attributes: {}, text: "", children: [] };
  const stack: XmlElement[] = [root];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element: XmlElement = { name, attributes, text: "", children: [] };
        stack.at(-1)?.children.push(element);
        stack.push(element);
      },
      ontext(text) {
        const top = stack.at(-1);
        if (top) top.text += text;
      },
      oncdatastart() {},
      onclosetag() {
        stack.pop();
      },
    },
    { xmlMode: true, recognizeCDATA: true },
  );
  parser.write(xml);
  parser.end();
  return root.children.find((c) => c.name === "VAST") ?? null;
}

const child = (element: XmlElement, name: string) => element.children.find((c) => c.name === name);
const all = (element: XmlElement, name: string): XmlElement[] =>
  element.children.flatMap((c) => (c.name === name ? [c, ...all(c, name)] : all(c, name)));

/** A VAST document: its structure (VAST → Ad → InLine or Wrapper) and its media files. */
export function validateVast(xml: string): Issue[] {
  const vast = parseXml(xml);
  if (!vast) return [issue("vast", "VAST", "The document has no <VAST> root element.")];
  const issues: Issue[] = [];
  if (!/^[234]\.\d$/.test(vast.attributes.version ?? "")) {
    issues.push(issue("vast-version", "VAST", "The VAST element needs a version such as 4.2."));
  }
  const ads = vast.children.filter((c) => c.name === "Ad");
  if (ads.length === 0) issues.push(issue("vast-ad", "VAST", "The document has no <Ad>.", "warning"));
  ads.forEach((ad, index) => {
    const at = `VAST.Ad[${index}]`;
    const inline = child(ad, "InLine");
    const wrapper = child(ad, "Wrapper");
    if (!inline && !wrapper) {
      issues.push(issue("vast-ad", at, "An <Ad> needs an <InLine> or a <Wrapper>."));
      return;
    }
    if (wrapper) {
      if (!child(wrapper, "VASTAdTagURI")?.text.trim())
        issues.push(issue("vast-wrapper", `${at}.Wrapper`, "A <Wrapper> needs a <VASTAdTagURI>."));
      return;
    }
    if (!inline) return;
    for (const required of ["AdSystem", "AdTitle", "Impression"]) {
      if (!child(inline, required))
        issues.push(issue("vast-inline", `${at}.InLine`, `An <InLine> needs <${required}>.`));
    }
    const linears = all(inline, "Linear");
    linears.forEach((linear, l) => {
      const path = `${at}.InLine.Linear[${l}]`;
      if (!/^\d{2}:\d{2}:\d{2}(\.\d{3})?$/.test(child(linear, "Duration")?.text.trim() ?? "")) {
        issues.push(issue("vast-duration", path, "A <Linear> needs a <Duration> as HH:MM:SS.mmm."));
      }
      const media = all(linear, "MediaFile");
      if (media.length === 0)
        issues.push(issue("vast-media", path, "A <Linear> needs at least one <MediaFile>."));
      media.forEach((file, m) => {
        const where = `${path}.MediaFile[${m}]`;
        for (const attribute of ["delivery", "type", "width", "height"]) {
          if (!file.attributes[attribute])
            issues.push(issue("vast-media", where, `A <MediaFile> needs its ${attribute} attribute.`));
        }
        const url = file.text.trim();
        if (!/^https:\/\//i.test(url))
          issues.push(issue("https", where, `The media file ${url || "(empty)"} must be an https address.`));
      });
    });
  });
  return issues;
}
