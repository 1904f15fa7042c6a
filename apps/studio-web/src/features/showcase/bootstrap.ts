import { SHOWCASE_BOOTSTRAP_ID, type ShowcaseBootstrap } from "@adstudio/contract";

let taken = false;

/**
 * The first view the server's /showcase/{companyId} page carried (page 1, every category), for that
 * company, once: it seeds the cards and categories so the first render needs no call. Later views, a
 * page the router opened without a server round trip, or a page without the element, ask the API.
 */
export function takeShowcaseBootstrap(companyId: string): ShowcaseBootstrap | undefined {
  if (taken) return undefined;
  taken = true;
  const element = globalThis.document?.getElementById(SHOWCASE_BOOTSTRAP_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    const data = JSON.parse(element.textContent) as ShowcaseBootstrap;
    return data.companyId === companyId.toLowerCase() ? data : undefined;
  } catch {
    return undefined;
  }
}
