import type { AppDeps } from "../../app-env.js";
import { badRequest } from "../../http/errors.js";
import { isUuid } from "../../http/record-id.js";
import { templateFolder } from "../../storage/creative-folders.js";
import { adCompany } from "./repo.js";
import { companyTemplateId } from "./template-files-repo.js";

/** The files of an HTML5 template by path inside it (`index.html`, `images/a.png` …). */
export type TemplateFiles = (templateId: string) => Promise<Record<string, Uint8Array>>;

export const TEMPLATE_UNAVAILABLE_MESSAGE =
  "An HTML5 layer shows a template that was deleted or belongs to another company: remove the layer.";

/**
 * The hosted files of the templates an ad's html5 layers show, for a published version or a zip. Only
 * the ad's own company's templates: a document names a template by id, and must not copy another
 * company's files into an ad. A template that is gone answers 400, as a missing asset does.
 */
export function adTemplateFiles(deps: AppDeps, adId: string): TemplateFiles {
  let owner: Promise<string | undefined> | undefined;
  return async (templateId) => {
    owner ??= adCompany(deps.database.db, adId);
    const company = await owner;
    const id =
      company && isUuid(templateId)
        ? await companyTemplateId(deps.database.db, templateId, company)
        : undefined;
    if (!id) throw badRequest(TEMPLATE_UNAVAILABLE_MESSAGE);
    const folder = templateFolder(id);
    const files: Record<string, Uint8Array> = {};
    for (const key of await deps.storage.list(folder)) {
      const stored = await deps.storage.get(key);
      if (stored) files[key.slice(folder.length)] = stored.bytes;
    }
    if (!files["index.html"]) throw badRequest(TEMPLATE_UNAVAILABLE_MESSAGE);
    return files;
  };
}
