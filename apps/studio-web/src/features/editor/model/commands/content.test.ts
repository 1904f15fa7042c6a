import type { Layer } from "@adstudio/creative/document";
import { describe, expect, it } from "vitest";
import {
  setAltTextCommand,
  setFeatureCommand,
  setLinkLabelCommand,
  setPictureCommand,
  setVideoCommand,
  setVideoFlagCommand,
} from "./content";
import { steps, storeWith } from "./test-store";

const hash = (c: string) => c.repeat(64);
const box = { width: 100, height: 40 };
const content = (store: ReturnType<typeof storeWith>, id: string) =>
  store.getState().document.layers[id]?.content;

describe("content commands", () => {
  it("a button's label and picture: set, removed, and undone one step at a time", () => {
    const button: Layer["content"] = { kind: "link", exit: "clickTag", label: "Shop" };
    const store = storeWith({ name: "Button", content: button, props: box });
    const id = Object.keys(store.getState().document.layers)[0] ?? "";
    store.getState().run(setLinkLabelCommand, { id, label: "Shop now" });
    store.getState().run(setPictureCommand, { id, asset: hash("c") });
    expect(content(store, id)).toEqual({ ...button, label: "Shop now", asset: hash("c") });
    store.getState().run(setPictureCommand, { id, asset: null });
    expect(content(store, id)).toEqual({ ...button, label: "Shop now" });
    expect(steps(store)).toEqual(["Edit text", "Set picture", "Set picture"]);
    store.getState().undo();
    expect(content(store, id)).toEqual({ ...button, label: "Shop now", asset: hash("c") });
  });

  it("a picture's picture and alternative text; clearing a picture layer's picture keeps it", () => {
    const store = storeWith({ name: "Photo", kind: "image", props: box });
    store.getState().run(setPictureCommand, { id: "image-1", asset: hash("d") });
    store.getState().run(setPictureCommand, { id: "image-1", asset: null });
    store.getState().run(setAltTextCommand, { id: "image-1", alt: "A beach" });
    expect(content(store, "image-1")).toEqual({ kind: "image", asset: hash("d"), alt: "A beach" });
    expect(steps(store)).toEqual(["Set picture", "Edit alternative text"]);
    store.getState().undo();
    store.getState().undo();
    expect(content(store, "image-1")).toEqual({ kind: "image", asset: hash("a"), alt: "" });
  });

  it("a video and its flags, each step named after the flag", () => {
    const video: Layer["content"] = {
      kind: "video",
      asset: hash("e"),
      autoplay: true,
      muted: true,
      loop: false,
      controls: false,
      alt: "",
    };
    const store = storeWith({ name: "Clip", content: video, props: box });
    const id = Object.keys(store.getState().document.layers)[0] ?? "";
    store.getState().run(setVideoCommand, { id, asset: hash("f") });
    store.getState().run(setVideoFlagCommand, { id, flag: "muted", value: false });
    store.getState().run(setVideoFlagCommand, { id, flag: "controls", value: true });
    expect(content(store, id)).toEqual({ ...video, asset: hash("f"), muted: false, controls: true });
    expect(steps(store)).toEqual(["Set video", "Muted: off", "Show controls: on"]);
    store.getState().undo();
    expect(content(store, id)).toEqual({ ...video, asset: hash("f"), muted: false });
  });

  it("a feature layer's feature, and commands for another kind of layer change nothing", () => {
    const store = storeWith({ name: "Map", content: { kind: "feature", feature: "map1" }, props: box });
    const id = Object.keys(store.getState().document.layers)[0] ?? "";
    store.getState().run(setFeatureCommand, { id, feature: "chat1" });
    store.getState().run(setAltTextCommand, { id, alt: "ignored" });
    store.getState().run(setVideoFlagCommand, { id, flag: "loop", value: true });
    expect(content(store, id)).toEqual({ kind: "feature", feature: "chat1" });
    expect(steps(store)).toEqual(["Set feature"]);
    store.getState().undo();
    expect(content(store, id)).toEqual({ kind: "feature", feature: "map1" });
  });
});
