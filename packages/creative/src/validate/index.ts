import { sizeIssues, validateDocument } from "./document";
import { validateFiles } from "./html5";
import { type Issue, issue, PROFILES, type Profile, type ValidateInput, type ValidateOptions } from "./types";
import { validateVast } from "./vast";
import { safeUnzip } from "./zip";

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
      const issues: Issue[] = [];
      if (input.name !== undefined && input.name.length > 50) {
        issues.push(
          issue(
            "zip-name",
            input.name,
            `The zip's name has ${input.name.length} characters; at most 50 are allowed.`,
          ),
        );
      }
      const unzipped = safeUnzip(input.bytes);
      if (!unzipped.ok) return [...issues, issue("zip", input.name ?? "", unzipped.message)];
      return [...issues, ...validateFiles(unzipped.files, options, input.bytes.length)];
    }
  }
}
