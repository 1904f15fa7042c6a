import { blankDocument } from "@adstudio/creative/formats";
import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { addLayer } from "../model/layer-ops";
import { exitUsers, nextExitName } from "./exits";

const exit = { url: "https://example.com", label: "" };

describe("exits", () => {
  it("names a new exit with the first free click tag, in order", () => {
    expect(nextExitName({})).toBe("clickTag");
    expect(nextExitName({ clickTag: exit, clickTag3: exit })).toBe("clickTag2");
    const twenty = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [i === 0 ? "clickTag" : `clickTag${i + 1}`, exit]),
    );
    expect(nextExitName(twenty)).toBeNull();
  });

  it("lists the link layers, actions, features and call to action that use an exit", () => {
    const document = produce(blankDocument("vertical", "Ad"), (d) => {
      addLayer(d, {
        name: "Logo",
        page: "page1",
        content: { kind: "link", exit: "clickTag", label: "Logo" },
        props: {},
      });
      addLayer(d, { name: "Button", page: "page1", content: { kind: "text", text: "Go" }, props: {} });
      d.layers["text-1"]?.actions.push({ on: { type: "tap" }, do: { type: "exit", exit: "clickTag2" } });
      d.stage.callToAction = { label: "Shop", exit: "clickTag" };
    });
    expect(exitUsers(document, "clickTag")).toEqual(["Logo", "the call to action"]);
    expect(exitUsers(document, "clickTag2")).toEqual(["Button"]);
    expect(exitUsers(document, "clickTag3")).toEqual([]);
  });
});
