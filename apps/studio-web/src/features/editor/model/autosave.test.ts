import type { AdRecord } from "@adstudio/api-client";
import { ApiError } from "@adstudio/api-client";
import { type AdDocument, MIGRATION_IDS } from "@adstudio/creative/document";
import { DOCUMENT_FIXTURES } from "@adstudio/creative/document/fixtures";
import { blankDocument } from "@adstudio/creative/formats";
import { describe, expect, it } from "vitest";
import { type AutosaveApi, createAutosave } from "./autosave";
import { setLayerPropsCommand } from "./commands/properties";
import { createEditorStore, shownDocument } from "./editor-store";
import { addLayer } from "./layer-ops";

/** Timers the test runs by hand: `due()` fires what is scheduled. */
function manualTimers() {
  let pending: { callback: () => void; ms: number } | null = null;
  return {
    timers: {
      set: (callback: () => void, ms: number) => (pending = { callback, ms }),
      clear: () => (pending = null),
    },
    scheduledMs: () => pending?.ms ?? null,
    due: async () => {
      const next = pending;
      pending = null;
      next?.callback();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

/** A server holding one ad at a revision; `rival` saves it as someone else would. */
function fakeServer(document: AdDocument, revision: number) {
  const head = { document, revision };
  const saves: { revision: number; names: string[] }[] = [];
  const record = () => ({ ad: { document: head.document, revision: head.revision } as unknown as AdRecord });
  const api: AutosaveApi = {
    update: async (_id, changes) => {
      saves.push({
        revision: changes.revision,
        names: Object.values(changes.document.layers).map((l) => l.name),
      });
      if (changes.revision !== head.revision)
        throw new ApiError("This ad was changed since you opened it.", { status: 409 });
      head.document = changes.document;
      head.revision += 1;
      return record();
    },
    get: async () => record(),
  };
  return {
    api,
    saves,
    head,
    rival: (doc: AdDocument) => Object.assign(head, { document: doc, revision: head.revision + 1 }),
  };
}

function setup(onFailure?: (error: unknown) => void) {
  const document = blankDocument("mini", "Mini");
  const editor = createEditorStore({ _id: "ad-1", document, revision: 3 });
  const server = fakeServer(document, 3);
  const clock = manualTimers();
  const autosave = createAutosave(editor, server.api, {
    timers: clock.timers,
    delayMs: 1500,
    ...(onFailure ? { onFailure } : {}),
  });
  const add = (name: string) =>
    editor.getState().edit(
      "Add",
      (d) =>
        void addLayer(d, {
          name,
          page: d.pages[0]?.id ?? "",
          content: { kind: "text", text: name },
          props: {},
        }),
    );
  return { editor, server, clock, autosave, add };
}

describe("autosave", () => {
  it("saves 1.5 s after the last change with the revision it holds, then the next revision", async () => {
    const { editor, server, clock, autosave, add } = setup();
    add("One");
    expect(autosave.state.getState().status).toBe("pending");
    expect(clock.scheduledMs()).toBe(1500);
    await clock.due();
    expect(server.saves).toEqual([{ revision: 3, names: ["One"] }]);
    expect(autosave.state.getState().status).toBe("saved");
    expect(editor.getState().revision).toBe(4);
    add("Two");
    await clock.due();
    expect(server.saves.at(-1)).toEqual({ revision: 4, names: ["One", "Two"] });
  });

  it("stops at a conflict without overwriting, and reloads the other version when asked", async () => {
    const { editor, server, clock, autosave, add } = setup();
    server.rival(blankDocument("mini", "Theirs"));
    add("Mine");
    await clock.due();
    expect(autosave.state.getState()).toEqual({
      status: "conflict",
      message:
        "This ad was saved somewhere else (another tab or person) since you opened it. Reload their version, or keep yours and save over it.",
    });
    add("Mine too");
    expect(clock.scheduledMs()).toBeNull();
    expect(server.head.document.name).toBe("Theirs");
    await autosave.resolve("reload");
    expect(editor.getState().document.name).toBe("Theirs");
    expect(editor.getState().revision).toBe(4);
    expect(autosave.state.getState().status).toBe("saved");
  });

  it("reloads another version saved as version 1 (an older client's) as the current version", async () => {
    const { editor, server, clock, autosave, add } = setup();
    server.rival(structuredClone(DOCUMENT_FIXTURES[1]) as never);
    add("Mine");
    await clock.due();
    await autosave.resolve("reload");
    expect(editor.getState().document).toEqual({ ...DOCUMENT_FIXTURES[2], migrations: MIGRATION_IDS });
  });

  it("saves over the other version only when the user keeps theirs", async () => {
    const { server, clock, autosave, add } = setup();
    server.rival(blankDocument("mini", "Theirs"));
    add("Mine");
    await clock.due();
    await autosave.resolve("overwrite");
    expect(server.saves.at(-1)).toEqual({ revision: 4, names: ["Mine"] });
    expect(server.head.revision).toBe(5);
    expect(autosave.state.getState().status).toBe("saved");
  });

  it("tries again after a failure that is not a conflict", async () => {
    const { server, clock, autosave, add } = setup();
    const update = server.api.update;
    server.api.update = async () => {
      throw new ApiError("The network is down.", { status: 0 });
    };
    add("One");
    await clock.due();
    expect(autosave.state.getState()).toEqual({ status: "error", message: "The network is down." });
    expect(clock.scheduledMs()).toBe(5000);
    server.api.update = update;
    await clock.due();
    expect(autosave.state.getState().status).toBe("saved");
  });

  it("tells of a failure once, not at each retry, again after a save went through, never of a conflict", async () => {
    const told: string[] = [];
    const { server, clock, add } = setup((error) => told.push((error as Error).message));
    const update = server.api.update;
    server.api.update = async () => {
      throw new ApiError("Internal server error", { status: 500 });
    };
    add("One");
    await clock.due();
    await clock.due();
    await clock.due();
    expect(told).toEqual(["Internal server error"]);
    server.api.update = update;
    await clock.due();
    server.api.update = async () => {
      throw new ApiError("The network is down.", { status: 0 });
    };
    add("Two");
    await clock.due();
    expect(told).toEqual(["Internal server error", "The network is down."]);
    server.api.update = update;
    await clock.due();
    server.rival(blankDocument("mini", "Theirs"));
    add("Three");
    await clock.due();
    expect(told).toHaveLength(2);
  });

  it("does not save a gesture's live change: a save due meanwhile waits, then saves what was committed", async () => {
    const { editor, server, clock, add } = setup();
    add("One");
    const scrub = (opacity: number) =>
      editor
        .getState()
        .preview(setLayerPropsCommand, { id: "text-1", patch: { opacity }, label: "Set opacity" });
    const opacities = () => Object.values(server.head.document.layers).map((l) => l.props.opacity);
    editor.getState().mark();
    scrub(0.2);
    await clock.due();
    expect(server.saves).toEqual([]);
    scrub(0.4);
    editor.getState().commit();
    expect(clock.scheduledMs()).toBe(1500);
    await clock.due();
    expect(server.saves).toEqual([{ revision: 3, names: ["One"] }]);
    expect(opacities()).toEqual([0.4]);

    // A bailed gesture leaves nothing to save; one due meanwhile saves the state before the gesture.
    add("Two");
    editor.getState().mark();
    scrub(0.9);
    await clock.due();
    expect(server.saves).toHaveLength(1);
    editor.getState().bail();
    await clock.due();
    expect(server.saves.at(-1)).toEqual({ revision: 4, names: ["One", "Two"] });
    expect(opacities()).toEqual([0.4, undefined]);
    expect(clock.scheduledMs()).toBeNull();
  });

  it("saves what was committed, not the live change, when asked to save during a gesture (Ctrl+S)", async () => {
    const { editor, server, autosave, add } = setup();
    add("One");
    editor.getState().mark();
    editor
      .getState()
      .preview(setLayerPropsCommand, { id: "text-1", patch: { opacity: 0.2 }, label: "Set opacity" });
    await autosave.flush();
    expect(server.saves).toEqual([{ revision: 3, names: ["One"] }]);
    expect(server.head.document.layers["text-1"]?.props.opacity).toBeUndefined();
    expect(shownDocument(editor.getState()).layers["text-1"]?.props.opacity).toBe(0.2);
  });
});
