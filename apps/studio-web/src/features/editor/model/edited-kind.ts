import type { AdDraftPreview } from "@adstudio/api-client";
import { api } from "../../../lib/api";
import type { AutosaveApi } from "./autosave";

/** The editor edits ads (`/studio/pro-ad/{id}`) and rich-media templates (`/studio/rm-update/{id}`). */
export type EditedKind = "ad" | "template";

/** What the editor calls for the document it edits: load, save by revision, render the saved draft. */
export interface EditorCalls extends AutosaveApi {
  previewDraft(id: string): Promise<AdDraftPreview>;
}

/** A stale save (409) opens the conflict dialog, so the API client's own notice of it would say it twice. */
const SAVE_OPTIONS = { skipConflictNotice: true };

const adCalls: EditorCalls = {
  get: (id) => api.ads.get(id),
  update: (id, changes) => api.ads.update(id, changes, SAVE_OPTIONS),
  previewDraft: (id) => api.ads.previewDraft(id),
};

/** A template has an ad's fields, so the template endpoints stand in for the ad ones. */
const templateCalls: EditorCalls = {
  get: async (id) => ({ ad: (await api.richTemplates.get(id)).template }),
  update: async (id, changes) => ({
    ad: (await api.richTemplates.update(id, changes, SAVE_OPTIONS)).template,
  }),
  previewDraft: (id) => api.richTemplates.previewDraft(id),
};

export const editorCalls = (kind: EditedKind): EditorCalls => (kind === "template" ? templateCalls : adCalls);
