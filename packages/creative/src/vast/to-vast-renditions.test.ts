// @vitest-environment jsdom
import { VASTParser } from "@dailymotion/vast-client";
import { describe, expect, it } from "vitest";
import { orderProblems } from "../validate/vast-order";
import { videoDocument } from "./test-fixtures";
import { toVast } from "./to-vast";

const OPTIONS = { baseUrl: "https://studio.example", adId: "ad-42", version: 3 };
const RENDITIONS = [
  {
    url: "/api/assets/1111111111111111111111111111111111111111111111111111111111111111.mp4",
    mime: "video/mp4",
    width: 640,
    height: 360,
    bitrateKbps: 930,
    codec: "avc1.64001e,mp4a.40.2",
    bytes: 232_500,
  },
  {
    url: "/api/assets/2222222222222222222222222222222222222222222222222222222222222222.webm",
    mime: "video/webm",
    width: 640,
    height: 360,
    bitrateKbps: 610,
    codec: "vp9,opus",
    bytes: 152_500,
  },
];

const elements = (xml: string, name: string) =>
  Array.from(new DOMParser().parseFromString(xml, "text/xml").getElementsByTagName(name));

describe("toVast with renditions", () => {
  const xml = toVast(videoDocument("vast"), { ...OPTIONS, renditions: RENDITIONS });

  it("lists one progressive MediaFile per rendition, with its type, size, bitrate and both codecs", () => {
    const files = elements(xml, "MediaFile").map((file) => ({
      delivery: file.getAttribute("delivery"),
      type: file.getAttribute("type"),
      width: file.getAttribute("width"),
      height: file.getAttribute("height"),
      bitrate: file.getAttribute("bitrate"),
      codec: file.getAttribute("codec"),
      url: file.textContent?.trim(),
    }));
    expect(files).toEqual([
      {
        delivery: "progressive",
        type: "video/mp4",
        width: "640",
        height: "360",
        bitrate: "930",
        codec: "avc1.64001e,mp4a.40.2",
        url: "https://studio.example/api/assets/1111111111111111111111111111111111111111111111111111111111111111.mp4",
      },
      {
        delivery: "progressive",
        type: "video/webm",
        width: "640",
        height: "360",
        bitrate: "610",
        codec: "vp9,opus",
        url: "https://studio.example/api/assets/2222222222222222222222222222222222222222222222222222222222222222.webm",
      },
    ]);
  });

  it("keeps the uploaded source as the Mezzanine, after the MediaFiles as VAST 4.2 orders them", () => {
    const [mezzanine] = elements(xml, "Mezzanine");
    expect(mezzanine?.textContent?.trim()).toBe(
      "https://studio.example/creatives/ad-42/3/assets/abababababababababab.mp4",
    );
    expect(mezzanine?.getAttribute("delivery")).toBe("progressive");
    expect(mezzanine?.getAttribute("type")).toBe("video/mp4");
    const [mediaFiles] = elements(xml, "MediaFiles");
    const children = Array.from(mediaFiles?.children ?? []).map((child) => child.nodeName);
    expect(children).toEqual(["MediaFile", "MediaFile", "Mezzanine"]);
    expect(orderProblems("MediaFiles", children)).toEqual([]);
  });

  it("parses with @dailymotion/vast-client, which offers both renditions and the mezzanine", async () => {
    const response = await new VASTParser().parseVAST(new DOMParser().parseFromString(xml, "text/xml"));
    const linear = response.ads[0]?.creatives.find(
      (creative: { type: string }) => creative.type === "linear",
    );
    expect(linear?.mediaFiles.map((file: { mimeType: string }) => file.mimeType)).toEqual([
      "video/mp4",
      "video/webm",
    ]);
    expect(linear?.mezzanine?.fileURL).toBe(
      "https://studio.example/creatives/ad-42/3/assets/abababababababababab.mp4",
    );
  });
});

describe("toVast without renditions", () => {
  it("keeps the source as the one MediaFile and writes no Mezzanine", () => {
    const xml = toVast(videoDocument("vast"), OPTIONS);
    expect(elements(xml, "MediaFile")).toHaveLength(1);
    expect(elements(xml, "Mezzanine")).toHaveLength(0);
  });
});
