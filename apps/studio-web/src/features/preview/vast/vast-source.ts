import { SAMPLE_CREATIVES } from "@adstudio/core";

/**
 * The VAST document to play for a TV creative's address: a sample creative's page stands for the VAST
 * document shipped beside it (core's sample catalogue); any other address is taken as the document itself
 * (and framed if it turns out to be a page).
 */
export function vastDocumentFor(
  url: string,
  origin: string = globalThis.location?.origin ?? "http://localhost",
): string {
  let path: string;
  try {
    path = new URL(url, origin).pathname;
  } catch {
    return url;
  }
  return SAMPLE_CREATIVES.find((sample) => sample.vast && sample.path === path)?.vast ?? url;
}
