import { DOCUMENT_VERSION, MIGRATION_IDS } from "@adstudio/creative/document";
import { DOCUMENT_FIXTURES, documentFixtures } from "@adstudio/creative/document/fixtures";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useMockApi } from "../../test/msw";
import { sessionUser, useSignedIn } from "../../test/session";
import { renderInEditor, testAd } from "./test-editor";

const signedInUser = sessionUser({
  role: { roleName: "designer", moduleRoles: ["readAds", "createAds", "updateAds"] },
});

useMockApi();
useSignedIn(signedInUser);

/** An ad record around a document of any shape, as an older or newer server could answer it. */
const adWith = (document: unknown) => testAd("mini", document as never);
const current = { ...DOCUMENT_FIXTURES[DOCUMENT_VERSION], migrations: MIGRATION_IDS };

describe("opening a document in the editor", () => {
  it.each(documentFixtures())("opens a version %i document as the current version", async (_v, document) => {
    const { editor } = renderInEditor(<p>Editing</p>, adWith(document));
    expect(await screen.findByText("Editing")).toBeInTheDocument();
    expect(editor().getState().document).toEqual(current);
  });

  it("refuses a document from a newer Adstudio, saying to reload, and opens nothing", async () => {
    const newer = { ...current, migrations: [...MIGRATION_IDS, "v2-to-v3-keyframes"] };
    renderInEditor(<p>Editing</p>, adWith(newer));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This ad cannot be opened in the editor");
    expect(alert).toHaveTextContent(
      "It was saved by a newer version of Adstudio than this page. Reload the page",
    );
    expect(alert).toHaveTextContent(
      `migrations.${MIGRATION_IDS.length}: The document was saved by a newer Adstudio`,
    );
    expect(screen.queryByText("Editing")).not.toBeInTheDocument();
  });

  it("refuses a broken version 1 template, naming the field's path", async () => {
    const broken = structuredClone(DOCUMENT_FIXTURES[1]);
    const child = broken.pages[0]?.layers[1]?.children?.[0];
    if (child) child.id = "cup";
    renderInEditor(<p>Editing</p>, adWith(broken), "template");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This template cannot be opened in the editor");
    expect(alert).toHaveTextContent(
      'pages.0.layers.1.children.0.id: Two layers are called "cup"; layer ids must be unique.',
    );
    expect(screen.queryByText("Editing")).not.toBeInTheDocument();
  });
});
