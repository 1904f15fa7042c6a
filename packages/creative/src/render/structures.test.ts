import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { structureDocuments } from "./__fixtures__/documents";
import { render } from "./render";

const docs = structureDocuments();
const out = (kind: string) => {
  const doc = docs[kind]!;
  return render(doc, { size: Object.keys(doc.teaser)[0] as string, mode: "zip" }).files[
    "index.html"
  ] as string;
};
const find = (source: string, test: (attribs: Record<string, string>, name: string) => boolean) =>
  DomUtils.findAll((el) => test(el.attribs, el.name), parseDocument(source).children);
const config = (source: string) => {
  const script = find(source, (a) => a.id === "ad-config")[0];
  return JSON.parse(DomUtils.textContent(script!));
};

describe("render per structure", () => {
  it("lays a cube's faces out with their alt texts and turn buttons", () => {
    const html = out("cube");
    expect(find(html, (a) => a.class === "face")).toHaveLength(4);
    expect(find(html, (a, n) => n === "img" && a.alt === "Face 3")).toHaveLength(1);
    expect(find(html, (a) => a.class === "cube-next")[0]?.attribs["aria-label"]).toBe("Next face");
  });

  it("keeps the 360° view's other frames for the first interaction", () => {
    const html = out("view360");
    const view = find(html, (a) => a.class === "v360")[0]!;
    expect(view.attribs["data-frames"]?.split(" ")).toHaveLength(2);
    expect(find(html, (_, n) => n === "img")).toHaveLength(1);
  });

  it("writes a chat's steps with their replies", () => {
    const html = out("chat");
    expect(find(html, (a) => a["data-step"] !== undefined).map((s) => s.attribs["data-step"])).toEqual([
      "hello",
      "shop",
    ]);
    expect(find(html, (a) => a["data-go-exit"] === "clickTag")[0]?.name).toBe("button");
  });

  it("sticks the sticker to its corner with a close control of 50 px", () => {
    const html = out("sticky");
    expect(html).toContain('class="ad sticky corner-bottom-left"');
    expect(html).toContain(".sticky .stage{left:auto;top:auto;bottom:0;left:0}");
    expect(find(html, (a) => a["data-close"] !== undefined)[0]?.attribs["aria-label"]).toBe("Close the ad");
    expect(html).toContain(".close,.collapse{position:absolute;right:0;top:0;width:50px;height:50px");
  });

  it("gives a story progress bars per page and its pages' durations", () => {
    const html = out("story");
    expect(find(html, (a) => a.style?.startsWith("--d:") ?? false).map((i) => i.attribs.style)).toEqual([
      "--d:4000ms",
      "--d:5000ms",
    ]);
    expect(config(html).pages).toEqual([{ id: "p1", durationMs: 4000 }, { id: "p2" }]);
    expect(config(html).toggles).toEqual({ desktop: false, phone: true });
  });

  it("opens ace-desktop's expanded canvas on a click and closes it with a button", () => {
    const html = out("expanding");
    expect(html).toContain(".expanded .stage{width:970px!important;height:500px!important}");
    expect(find(html, (a) => a["data-expand"] !== undefined)[0]?.name).toBe("button");
    expect(find(html, (a) => a["data-collapse"] !== undefined)[0]?.attribs["aria-label"]).toBe(
      "Close the expanded ad",
    );
  });

  it("gives the video formats player controls, vertical its call to action and vast its skip", () => {
    const vertical = out("vertical-video");
    expect(find(vertical, (a) => a.class === "cta")[0]).toMatchObject({
      name: "a",
      attribs: { "data-exit": "clickTag" },
    });
    expect(find(vertical, (a) => a.class === "v-play")).toHaveLength(1);
    expect(find(vertical, (_, n) => n === "video")[0]?.attribs["aria-label"]).toBe("A pour of coffee");
    const vast = out("vast-linear");
    expect(find(vast, (a) => a.class === "v-skip")[0]?.attribs.disabled).toBeDefined();
    expect(config(vast).skipAfterMs).toBe(5000);
    expect(out("vast-interactive")).toContain("SIMID:Creative:clickThru");
  });

  it("draws the player's play and sound controls as labelled SVG icons, never as emoji", () => {
    for (const kind of ["vertical-video", "vast-linear", "vast-interactive"]) {
      const html = out(kind);
      const controls = find(html, (a) => a.class === "controls")[0]!;
      expect(DomUtils.textContent(controls).trim(), kind).toBe("");
      expect(html, kind).not.toMatch(/\p{Extended_Pictographic}/u);
      const play = find(html, (a) => a.class === "v-play")[0]!;
      const sound = find(html, (a) => a.class === "v-mute")[0]!;
      expect(play.attribs["aria-label"]).toBe("Play or pause");
      expect(sound.attribs["aria-label"]).toBe("Sound");
      for (const button of [play, sound]) {
        const icons = DomUtils.findAll((el) => el.name === "svg", button.children);
        expect(icons, kind).toHaveLength(2);
        for (const icon of icons) expect(icon.attribs["aria-hidden"]).toBe("true");
      }
    }
  });

  it("keeps vpaid's skip in the upper right, away from its call to action above the progress bar", () => {
    const html = out("vast-interactive");
    expect(html).toContain(".vast-interactive .v-skip{top:16px;right:16px;bottom:auto");
    expect(find(html, (a) => a.class === "ad vast-interactive")).toHaveLength(1);
  });

  it("offers ai-tracker's camera over its poster", () => {
    const html = out("qr-camera");
    expect(find(html, (a) => a.class === "cam-start")[0]?.name).toBe("button");
    expect(find(html, (a, n) => n === "img" && a.alt === "The poster")).toHaveLength(1);
  });

  it("makes a one-screen ad without exits of its own clickable as a whole", () => {
    const html = out("multi-size-static");
    expect(config(html).stageExit).toBe("clickTag");
    expect(find(html, (a) => a.class === "stage-exit under")[0]?.attribs).toMatchObject({
      href: "#",
      "data-exit": "clickTag",
    });
    expect(config(out("canvas")).stageExit).toBeNull();
  });
});
