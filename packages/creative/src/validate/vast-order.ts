/**
 * The element order of the IAB VAST 4.2 schema (`vast_4.2.xsd`, read from the IAB's repository; the file
 * itself is not shipped here). Its content models are `xs:sequence`s, so a strict validator rejects a child
 * out of this order even when every child is allowed. Only the parents a linear InLine or Wrapper ad is
 * built from are listed; their children are given in schema order.
 */
export const VAST_SEQUENCES = {
  InLine: [
    "AdSystem",
    "Error",
    "Extensions",
    "Impression",
    "Pricing",
    "ViewableImpression",
    "AdServingId",
    "AdTitle",
    "AdVerifications",
    "Advertiser",
    "Category",
    "Creatives",
    "Description",
    "Expires",
    "Survey",
  ],
  Wrapper: [
    "AdSystem",
    "Error",
    "Extensions",
    "Impression",
    "Pricing",
    "ViewableImpression",
    "AdVerifications",
    "BlockedAdCategories",
    "Creatives",
    "VASTAdTagURI",
  ],
  /** A creative of an InLine (a Wrapper's has no UniversalAdId). */
  Creative: ["CompanionAds", "CreativeExtensions", "Linear", "NonLinearAds", "UniversalAdId"],
  Linear: ["Icons", "TrackingEvents", "AdParameters", "Duration", "MediaFiles", "VideoClicks"],
  MediaFiles: ["ClosedCaptionFiles", "MediaFile", "Mezzanine", "InteractiveCreativeFile"],
  VideoClicks: ["ClickTracking", "ClickThrough", "CustomClick"],
  Verification: ["ExecutableResource", "JavaScriptResource", "TrackingEvents", "VerificationParameters"],
} as const satisfies Record<string, readonly string[]>;

export type VastSequenceParent = keyof typeof VAST_SEQUENCES;

/** One child out of its parent's sequence: `element` must come before `before`, which precedes it. */
export interface OrderProblem {
  element: string;
  before: string;
}

/**
 * The children of a `parent` that break its schema sequence: each child placed after a sibling the schema
 * puts later, with the first such sibling (so a misplaced `Advertiser` after `Creatives` and `Description`
 * must come before `Creatives`). Children the sequence does not name are left to other checks.
 */
export function orderProblems(parent: VastSequenceParent, children: readonly string[]): OrderProblem[] {
  const sequence: readonly string[] = VAST_SEQUENCES[parent];
  const problems: OrderProblem[] = [];
  const seen: { name: string; rank: number }[] = [];
  for (const name of children) {
    const rank = sequence.indexOf(name);
    if (rank < 0) continue;
    const later = seen.find((s) => s.rank > rank);
    if (later) problems.push({ element: name, before: later.name });
    else seen.push({ name, rank });
  }
  return problems;
}
