import { NUMBER_MESSAGE } from "../template/constants";

/**
 * Default messages, used only where a field's configuration gives none (spec shell §8: "other messages
 * come from field configuration"). The number message is the spec's own.
 */
export const DEFAULT_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  number: () => NUMBER_MESSAGE,
  minLength: (label: string, n: number, list: boolean) =>
    `${label} must have at least ${n} ${list ? "items" : "characters"}.`,
  maxLength: (label: string, n: number, list: boolean) =>
    `${label} must have at most ${n} ${list ? "items" : "characters"}.`,
  min: (label: string, limit: number | string) =>
    typeof limit === "number"
      ? `${label} must be at least ${limit}.`
      : `${label} must not be before ${limit}.`,
  max: (label: string, limit: number | string) =>
    typeof limit === "number" ? `${label} must be at most ${limit}.` : `${label} must not be after ${limit}.`,
  pattern: (label: string) => `${label} is not in the expected format.`,
  size: (label: string, megabytes: number) => `${label} must be at most ${megabytes} MB.`,
  accept: (label: string) => `${label} does not accept this type of file.`,
  text: (label: string) => `${label} must be text.`,
  notNumber: (label: string) => `${label} must be a number.`,
  boolean: (label: string) => `${label} must be true or false.`,
  option: (label: string) => `${label} must be one of the listed options.`,
  date: (label: string) => `${label} must be a date (YYYY-MM-DD).`,
  colour: (label: string) => `${label} must be a hex colour with a leading #.`,
  file: (label: string) => `${label} must be a file.`,
  rows: (label: string) => `${label} must be a list of rows.`,
} as const;
