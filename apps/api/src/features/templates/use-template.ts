import {
  TEMPLATE_NO_SIZE_MESSAGE,
  TEMPLATE_OTHER_COMPANY_MESSAGE,
  type TemplateUseInput,
  templateSizeRefusal,
} from "@adstudio/contract";
import { can } from "@adstudio/core";
import { type AdDocument, blankDocument, designCanvas, FORMATS } from "@adstudio/creative";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { badRequest, forbidden } from "../../http/errors.js";
import { templateFolder } from "../../storage/creative-folders.js";
import { createAd } from "../ads/index.js";
import { visibleTemplate } from "./service.js";

/** The plain display format: one screen in a fixed frame, in any display size (the registry's `mini`). */
const DISPLAY_FORMAT = "mini";
const LAYER_ID = "template";
const CLICK_TAG_URL = /\bclickTag\s*=\s*(["'])(https:\/\/[^"'\s<>]{1,2000})\1/;

/** The https address the template's index.html gives its clickTag, so the ad's exit starts there. */
async function clickTagUrl(deps: AppDeps, templateId: string): Promise<string | null> {
  const index = await deps.storage.get(`${templateFolder(templateId)}index.html`);
  const found = index ? CLICK_TAG_URL.exec(new TextDecoder().decode(index.bytes)) : null;
  if (!found?.[2]) return null;
  try {
    return new URL(found[2]).protocol === "https:" ? found[2] : null;
  } catch {
    return null;
  }
}

/** The teaser key of a `728x90` size when the display format offers it, else a 400 naming the size. */
function displaySize(size: string | null): string {
  if (size === null) throw badRequest(TEMPLATE_NO_SIZE_MESSAGE);
  const key = `sz${size}`;
  if (!FORMATS[DISPLAY_FORMAT].sizes.includes(key)) throw badRequest(templateSizeRefusal(size));
  return key;
}

/**
 * POST /api/templates/use/{id}: a draft rich-media ad made of the template. The ad belongs to the
 * template's company (its files are copied into the ad's published versions), and is created through
 * the ads service, so company, campaign and format rules are the same as for any new ad. Every check
 * runs before the ad is stored.
 */
export async function useTemplate(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  body: TemplateUseInput,
  origin: string,
) {
  if (!can(auth, "readTemplate")) throw forbidden();
  const template = await visibleTemplate(deps, auth, id);
  const sizeKey = displaySize(template.size);
  if (body.company && body.company !== template.companyId)
    throw badRequest(TEMPLATE_OTHER_COMPANY_MESSAGE, { company: TEMPLATE_OTHER_COMPANY_MESSAGE });
  const canvas = designCanvas(sizeKey);
  const blank = blankDocument(DISPLAY_FORMAT, body.name);
  const page = blank.pages[0]?.id ?? "page1";
  const exit = template.clickTag ? await clickTagUrl(deps, template.id) : null;
  const document: AdDocument = {
    ...blank,
    baseSize: sizeKey,
    teaser: { [sizeKey]: canvas },
    layers: {
      [LAYER_ID]: {
        id: LAYER_ID,
        name: [...template.name].slice(0, 120).join(""),
        page,
        parent: null,
        order: "a0",
        content: { kind: "html5", template: template.id, entry: "index.html", bytes: template.report.bytes },
        props: { posleft: 0, postop: 0, width: canvas.width, height: canvas.height },
        overrides: {},
        animations: [],
        actions: [],
        hidden: false,
        locked: false,
      },
    },
    exits: exit ? { clickTag: { url: exit, label: "Template's clickTag" } } : {},
  };
  return createAd(
    deps,
    auth,
    { name: body.name, type: DISPLAY_FORMAT, company: template.companyId, campaign: body.campaign, document },
    origin,
  );
}
