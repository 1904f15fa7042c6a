import { animationEndMs } from "../document/animation-time";
import type { AdDocument } from "../document/document";
import { upgradeDocument } from "../document/migrate";
import { allowsSize, formatOf } from "../formats/registry";
import type { FormatSlot } from "../formats/types";
import { RenderError } from "../render/render";
import { propsFor } from "../render/styles";
import { sizeLabel } from "../resize/sizes";
import { MIN_FONT_SIZE, textFits, textOf } from "../resize/text-fit";
import { estimateWeight } from "../weight/estimate";
import { budgetOf, IAB_MAX_INITIAL_REQUESTS, MAX_ANIMATION_MS } from "./budgets";
import { contentIssues } from "./content";
import { documentIssues } from "./references";
import { renderedIssues, vastTagIssues } from "./rendered";
import { type Issue, issue, KB, kb, type ValidateOptions } from "./types";

/**
 * A document of any version this Adstudio reads, brought to the current one first (as the API stores
 * it): the schema, its cross-references, its format's rules and what its pages show, then each size as
 * rendered (its files and its weight) and, given `options.origin`, a video ad's VAST tag. The one
 * document check: `adstudio validate ad.json` and the studio's publish dialog and Checks both call it.
 */
export function validateDocument(input: unknown, options: ValidateOptions): Issue[] {
  const upgraded = upgradeDocument(input);
  if (!upgraded.ok) return upgraded.issues.map((i) => issue(i.code, i.path, i.message));
  const doc = upgraded.document;
  const issues = documentIssues(doc);
  issues.push(...formatIssues(doc), ...contentIssues(doc), ...textFitIssues(doc));
  // Renders need a document render can work with.
  if (issues.some((i) => i.severity === "error")) return issues;
  for (const size of Object.keys(doc.teaser)) issues.push(...sizeIssues(doc, size, options));
  if (options.origin !== undefined) issues.push(...vastTagIssues(doc, options.origin));
  return issues;
}

/**
 * One size of a current, cross-reference-clean document: its rendered files by the zip rules, and its
 * weight. Exported so a per-size view (all sizes at a glance) shows what the whole check says of it.
 */
export function sizeIssues(doc: AdDocument, size: string, options: ValidateOptions): Issue[] {
  return [...renderedIssues(doc, size, options), ...weightIssues(doc, size)];
}

function formatIssues(doc: AdDocument): Issue[] {
  const spec = formatOf(doc.format);
  const issues: Issue[] = [];
  for (const size of Object.keys(doc.teaser)) {
    if (!allowsSize(spec, size)) {
      issues.push(
        issue(
          "size",
          `teaser.${size}`,
          `${spec.label} ads do not come in ${size}; use ${spec.sizes.join(", ")}${spec.customSizes ? " or a custom size" : ""}.`,
        ),
      );
    }
  }
  if (doc.pages.length > spec.limits.maxPages) {
    issues.push(issue("pages", "pages", `${spec.label} ads have at most ${spec.limits.maxPages} pages.`));
  }
  const layerCount = Object.keys(doc.layers).length;
  if (layerCount > spec.limits.maxLayers) {
    issues.push(
      issue(
        "layers",
        "layers",
        `${spec.label} ads have at most ${spec.limits.maxLayers} layers; this one has ${layerCount}.`,
      ),
    );
  }
  for (const slot of spec.requiredSlots) {
    if (!hasSlot(doc, slot))
      issues.push(issue("required-slot", slotPath(slot), `${spec.label} ads need ${slot.label}.`));
  }
  const animationLimit = Math.min(spec.limits.maxAnimationMs, MAX_ANIMATION_MS);
  for (const [id, layer] of Object.entries(doc.layers)) {
    layer.animations.forEach((animation, index) => {
      // Delay plus duration times repeats, keyframed or preset alike; an endless loop is "forever".
      const total = animationEndMs(animation);
      if (total > animationLimit) {
        const said = Number.isFinite(total) ? `${total / 1000} s` : "forever";
        issues.push(
          issue(
            "animation-length",
            `layers.${id}.animations.${index}`,
            animationLimit === 0
              ? `${spec.label} ads are still images: remove this animation.`
              : `This animation runs ${said}; ${spec.label} ads animate at most ${animationLimit / 1000} s.`,
          ),
        );
      }
    });
  }
  return issues;
}

/**
 * Text that re-flow shrank to the minimum font and still does not fit its box in a size (a warning: the
 * ad still shows, with words cut or spilling, until the designer shortens them or widens the box).
 */
function textFitIssues(doc: AdDocument): Issue[] {
  const issues: Issue[] = [];
  for (const size of Object.keys(doc.teaser)) {
    for (const [id, layer] of Object.entries(doc.layers)) {
      const text = textOf(layer.content);
      const props = propsFor(layer, size, doc.baseSize);
      if (text === null || props.fontSize === undefined || props.fontSize > MIN_FONT_SIZE) continue;
      if (textFits(text, props)) continue;
      issues.push(
        issue(
          "text-fit",
          size === doc.baseSize ? `layers.${id}.props.fontSize` : `layers.${id}.overrides.${size}.fontSize`,
          `"${layer.name}" does not fit ${sizeLabel(size)} even at ${MIN_FONT_SIZE} px; shorten its words or widen its box.`,
          "warning",
        ),
      );
    }
  }
  return issues;
}

function hasSlot(doc: AdDocument, slot: FormatSlot): boolean {
  if (slot.kind === "stage") return doc.stage[slot.field] !== undefined;
  if (slot.kind === "layer") {
    const count = Object.values(doc.layers).filter((l) => l.content.kind === slot.layer).length;
    return count >= slot.min && count <= slot.max;
  }
  const count = doc.features.filter((f) => f.type === slot.feature).length;
  return count >= slot.min && count <= slot.max;
}

const slotPath = (slot: FormatSlot) =>
  slot.kind === "stage" ? `stage.${slot.field}` : slot.kind === "layer" ? "layers" : "features";

function weightIssues(doc: AdDocument, size: string): Issue[] {
  let weight: ReturnType<typeof estimateWeight>;
  try {
    weight = estimateWeight(doc, size);
  } catch (error) {
    if (error instanceof RenderError) return [issue("render", `teaser.${size}`, error.message)];
    throw error;
  }
  const budget = budgetOf(size);
  const issues: Issue[] = [];
  if (weight.initialBytes > budget.initialKb * KB) {
    issues.push(
      issue(
        "weight-initial",
        `teaser.${size}`,
        `The initial load of ${size} is ${kb(weight.initialBytes)}; IAB LEAN allows ${budget.initialKb} KB.`,
      ),
    );
  }
  if (weight.subloadBytes > budget.subloadKb * KB) {
    issues.push(
      issue(
        "weight-subload",
        `teaser.${size}`,
        `The subload of ${size} is ${kb(weight.subloadBytes)}; IAB LEAN allows ${budget.subloadKb} KB.`,
        "warning",
      ),
    );
  }
  if (weight.requests > IAB_MAX_INITIAL_REQUESTS) {
    issues.push(
      issue(
        "requests",
        `teaser.${size}`,
        `The initial load of ${size} makes ${weight.requests} requests; IAB LEAN allows ${IAB_MAX_INITIAL_REQUESTS}.`,
      ),
    );
  }
  return issues;
}
