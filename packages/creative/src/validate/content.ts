import type { AdDocument } from "../document/document";
import { type Issue, issue } from "./types";

/**
 * What the viewer meets that the schema allows but a shipped ad should not have: a page that shows
 * nothing (a Story's blank screen) and pictures or videos a screen reader cannot describe. Warnings: the
 * ad still runs, but it is not finished.
 */
export function contentIssues(doc: AdDocument): Issue[] {
  const issues: Issue[] = [];
  // A hidden layer an action shows (a timer, a click elsewhere) still appears on its page.
  const shownLater = new Set(
    Object.values(doc.layers).flatMap((l) =>
      l.actions.flatMap((a) => (a.do.type === "showLayer" ? [a.do.layer] : [])),
    ),
  );
  doc.pages.forEach((page, index) => {
    const shown = Object.values(doc.layers).some(
      (l) => l.page === page.id && (!l.hidden || shownLater.has(l.id)),
    );
    if (!shown) {
      issues.push(
        issue(
          "empty-page",
          `pages.${index}`,
          `Page "${page.name || page.id}" shows nothing: add a layer to it or remove it.`,
          "warning",
        ),
      );
    }
  });
  const noAlt = (path: string, what: string) =>
    issues.push(
      issue("alt", path, `${what} has no alternative text for screen readers: describe it.`, "warning"),
    );
  for (const [id, layer] of Object.entries(doc.layers)) {
    const name = `"${layer.name || id}"`;
    const content = layer.content;
    if (content.kind === "image" && !content.alt.trim())
      noAlt(`layers.${id}.content.alt`, `The picture ${name}`);
    if (content.kind === "video" && !content.alt.trim())
      noAlt(`layers.${id}.content.alt`, `The video ${name}`);
    // A button's label is its picture's alternative text, and the only name a screen reader has for it.
    if (content.kind === "link" && !content.label.trim())
      noAlt(`layers.${id}.content.label`, `The button ${name}`);
  }
  doc.features.forEach((feature, index) => {
    const at = `features.${index}`;
    if (feature.type === "gallery") {
      feature.slides.forEach((slide, s) => {
        if (!slide.alt.trim()) noAlt(`${at}.slides.${s}.alt`, `Slide ${s + 1} of the gallery`);
      });
    }
    if (feature.type === "cube") {
      feature.faces.forEach((face, f) => {
        if (!face.alt.trim()) noAlt(`${at}.faces.${f}.alt`, `Face ${f + 1} of the cube`);
      });
    }
    if (feature.type === "view360" && !feature.alt.trim()) noAlt(`${at}.alt`, "The 360° view");
  });
  return issues;
}
