import { PASSWORD_TOO_COMMON_MESSAGE } from "@adstudio/core";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { badRequest } from "../../http/errors.js";

/*
 * New passwords (registration, accounts made or reset on the Users screen) are checked against
 * zxcvbn-ts's maintained list of common and breached passwords (about 49 000, with l33t, reversed,
 * keyboard-pattern and repeat variants). core's schemas already hold the 8-character minimum; sign-in
 * never comes here, so existing accounts are not locked out.
 */

/**
 * zxcvbn scores 0–4; 0 and 1 mean fewer than a million guesses, i.e. a listed password or a trivial
 * variant of one ("password", "P@ssw0rd", "qwerty123", "sunshine1", "Password123!").
 */
const LOWEST_ACCEPTED_SCORE = 2;
/** Longer passwords are strong anyway; the cap bounds the CPU one request can spend here. */
const CHECKED_LENGTH = 100;

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * Builds the checker once, on first use: the dictionaries are large and take ~250 ms to rank, so
 * neither start-up nor the sign-in path pays for them. A failed load is retried on the next call.
 */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
        maxLength: CHECKED_LENGTH,
      }),
    (error: unknown) => {
      checker = undefined;
      throw error;
    },
  );
  return checker;
}

/**
 * Whether a new password is too common to accept. `userInputs` (the account's username, email and
 * name) count as known words too, so "anna.smith2024" is weak for Anna Smith.
 */
export async function isTooCommon(password: string, userInputs: readonly string[] = []): Promise<boolean> {
  const zxcvbn = await loadChecker();
  const result = zxcvbn.check(password, ["adstudio", ...userInputs.filter((input) => input !== "")]);
  return result.score < LOWEST_ACCEPTED_SCORE;
}

/** Throws 400 with the policy's message on the `password` field when the password is too common. */
export async function assertAcceptablePassword(
  password: string,
  userInputs: readonly string[] = [],
): Promise<void> {
  if (await isTooCommon(password, userInputs)) {
    throw badRequest(PASSWORD_TOO_COMMON_MESSAGE, { password: PASSWORD_TOO_COMMON_MESSAGE });
  }
}
