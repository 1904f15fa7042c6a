/**
 * Headless Chromium announces itself as `HeadlessChrome`, which the tracker (like any ad server) takes for
 * a bot and does not count. Specs whose pages must be counted as a person's browse with this user agent:
 * the same Chromium, without the word.
 */
export const PERSON_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
