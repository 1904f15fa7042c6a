// Used only by the editor's component tests.
import type { AdRecord } from "@adstudio/api-client";
import type { AdType } from "@adstudio/core";
import type { AdDocument } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { renderWithRouter } from "../../test/router";
import { EditorProvider, useEditorStore } from "./editor-context";
import type { EditedKind } from "./model/edited-kind";
import type { EditorStore } from "./model/editor-store";

export const TEST_AD_ID = "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f";

/** An ad record around a document (a format's blank one by default), as GET /api/ads/{id} answers it. */
export function testAd(
  type: AdType = "mini",
  document: AdDocument = blankDocument(type, "Test ad"),
): AdRecord {
  return {
    _id: TEST_AD_ID,
    name: document.name,
    type,
    location: "",
    thumbnail: "",
    teaser: document.teaser,
    features: [],
    coverImage: null,
    company: { _id: "c1", name: "Acme Media", logo: "" },
    campaign: null,
    campaignName: null,
    previewName: "",
    previewHeading: "",
    status: "draft",
    revision: 1,
    version: null,
    createdBy: "u1",
    createdAt: "2026-11-20T09:30:00.000Z",
    updatedAt: "2026-11-24T14:05:00.000Z",
    document,
  } as AdRecord;
}

/**
 * Renders part of the editor inside a real editor session (store, autosave, router, query client,
 * theme) and answers the session's store, so a test can check the document a gesture produced.
 */
export function renderInEditor(ui: ReactElement, ad: AdRecord = testAd(), kind: EditedKind = "ad") {
  let store: EditorStore | null = null;
  function Capture() {
    store = useEditorStore();
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithRouter(
    <QueryClientProvider client={client}>
      <EditorProvider ad={ad} kind={kind}>
        <Capture />
        {ui}
      </EditorProvider>
    </QueryClientProvider>,
    `/studio/pro-ad/${ad._id}`,
  );
  const editor = () => {
    if (!store) throw new Error("The editor did not render.");
    return store as EditorStore;
  };
  return { ...view, editor };
}
