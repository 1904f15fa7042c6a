import { sizeIssues, validateDocument } from "./document";
import { validateFiles } from "./html5";
import { type Issue, issue, PROFILES, type Profile, type ValidateInput, type ValidateOptions } from "./types";
import { validateVast } from "./vast";
import { safeUnzip } from "./zip";
import { MAX_ZIP_NAME_LENGTH } from "./zip-name";
import { readZipSet, sizeInName } from "./zip-set";

export { estimateWeight, type WeightEstimate } from "../weight/estimate";
export {
  ALLOWED_HOSTS,
  ALLOWED_TYPES,
  budgetOf,
  FILE_LIMIT,
  IAB_BUDGETS,
  IAB_MAX_INITIAL_REQUESTS,
  isAllowedAddress,
  MAX_FILES,
  REFUSED_TYPES,
  ZIP_LIMIT_KB,
} from "./budgets";
export { type AdChecks, checkAd, type SizeWeight } from "./check-ad";
export { contentIssues } from "./content";
export { type Html5Facts, html5Facts, html5Root } from "./detect";
export { documentIssues } from "./references";
export { HEAVY_AD, type RunRecord, type RunRequest, runIssues } from "./run-checks";
export { readZipArchive, type ZipLimits, type ZipReadResult, type ZipRefusal } from "./zip-archive";
export { fileNameSlug, MAX_ZIP_NAME_LENGTH, zipBaseName } from "./zip-name";
export { type Issue, PROFILES, type Profile, sizeIssues, type ValidateInput, type ValidateOptions };

export function isProfile(value: unknown): value is Profile {
  return typeof value === "string" && (PROFILES as readonly string[]).includes(value);
}

/**
 * Checks an ad document, an HTML5 zip, a creative's files (a folder) or a VAST document, and answers every
 * issue found (`[]` when clean). Works offline: nothing is fetched.
 */
export function validate(input: ValidateInput, options: ValidateOptions): Issue[] {
  switch (input.kind) {
    case "document":
      return validateDocument(input.document, options);
    case "vast":
      return validateVast(input.xml);
    case "files":
      return validateFiles(input.files, options);
    case "zip": {
      // A set's zips are reported as one list, each issue's path starting with its zip's name.
      const set = validateZipSet(input.bytes, options);
      if (!set) return validateZip(input, options);
      return set.flatMap(({ name, issues }) =>
        issues.map((found) => ({ ...found, path: found.path ? `${name} › ${found.path}` : name })),
      );
    }
  }
}

/**
 * A zip holding one zip per size (`adstudio ad export --size all`) checked as what it is, a set of
 * creatives: each zip as a creative of its own (a zip inside one of them is a nested zip), against the size
 * its name says (`roast-sz728x90.zip`) or else `options.size` (answered as `size`, for a run of each zip).
 * Null when the zip is not such a set. The set's own name is not checked: it is never uploaded, its zips are.
 */
export function validateZipSet(
  bytes: Uint8Array,
  options: ValidateOptions,
): { name: string; bytes: Uint8Array; size: string | undefined; issues: Issue[] }[] | null {
  const set = readZipSet(bytes);
  if (!set) return null;
  return set.map(({ name, bytes: inner }) => {
    const size = sizeInName(name) ?? options.size;
    return {
      name,
      bytes: inner,
      size,
      issues: validateZip(
        { kind: "zip", bytes: inner, name: name.split("/").pop() ?? name },
        { ...options, ...(size ? { size } : {}) },
      ),
    };
  });
}

/** One HTML5 (or still) creative's zip: its name, then its files. */
function validateZip(input: Extract<ValidateInput, { kind: "zip" }>, options: ValidateOptions): Issue[] {
  const issues: Issue[] = [];
  if (input.name !== undefined && input.name.length > MAX_ZIP_NAME_LENGTH) {
    issues.push(
      issue(
        "zip-name",
        input.name,
        `The zip's name has ${input.name.length} characters; at most ${MAX_ZIP_NAME_LENGTH} are allowed.`,
      ),
    );
  }
  const unzipped = safeUnzip(input.bytes);
  if (!unzipped.ok) return [...issues, issue("zip", input.name ?? "", unzipped.message)];
  return [...issues, ...validateFiles(unzipped.files, options, input.bytes.length)];
}
