import * as v from "valibot";
import { type AdDocument, AdDocumentSchema } from "../document";

/** VAST documents for the parser, loader and tracker tests. */
export const INLINE_VAST = `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.1" xmlns="http://www.iab.com/VAST">
  <Ad id="sample-ctv">
    <InLine>
      <AdSystem version="1.0">Adstudio</AdSystem>
      <AdTitle>Sample CTV spot</AdTitle>
      <Impression id="imp"><![CDATA[https://track.example/imp?cb=[CACHEBUSTING]]]></Impression>
      <Error><![CDATA[https://track.example/error?code=[ERRORCODE]]]></Error>
      <Creatives>
        <Creative id="c1">
          <Linear>
            <Duration>00:00:20.000</Duration>
            <TrackingEvents>
              <Tracking event="start"><![CDATA[https://track.example/start]]></Tracking>
              <Tracking event="firstQuartile"><![CDATA[https://track.example/q1]]></Tracking>
              <Tracking event="midpoint"><![CDATA[https://track.example/mid]]></Tracking>
              <Tracking event="thirdQuartile"><![CDATA[https://track.example/q3]]></Tracking>
              <Tracking event="complete"><![CDATA[https://track.example/complete]]></Tracking>
              <Tracking event="pause"><![CDATA[/track/pause]]></Tracking>
              <Tracking event="mute"><![CDATA[javascript:alert(1)]]></Tracking>
              <Tracking event="creativeView"><![CDATA[https://track.example/view]]></Tracking>
            </TrackingEvents>
            <VideoClicks>
              <ClickThrough id="ct"><![CDATA[https://advertiser.example/landing]]></ClickThrough>
              <ClickTracking><![CDATA[https://track.example/click]]></ClickTracking>
            </VideoClicks>
            <MediaFiles>
              <MediaFile delivery="streaming" type="application/x-mpegURL" width="1920" height="1080"><![CDATA[https://cdn.example/spot.m3u8]]></MediaFile>
              <MediaFile delivery="progressive" type="video/webm" width="640" height="360"><![CDATA[/creatives/samples/ctv/spot.webm]]></MediaFile>
              <MediaFile delivery="progressive" type="video/mp4" width="1280" height="720"><![CDATA[/creatives/samples/ctv/spot-720.mp4]]></MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>`;

export const WRAPPER_VAST = `<VAST version="4.0">
  <Ad id="wrap">
    <Wrapper>
      <AdSystem>Network</AdSystem>
      <VASTAdTagURI><![CDATA[/creatives/samples/ctv/vast.xml]]></VASTAdTagURI>
      <Impression><![CDATA[https://network.example/imp]]></Impression>
      <Creatives>
        <Creative>
          <Linear>
            <TrackingEvents>
              <Tracking event="start"><![CDATA[https://network.example/start]]></Tracking>
            </TrackingEvents>
            <VideoClicks><ClickTracking><![CDATA[https://network.example/click]]></ClickTracking></VideoClicks>
          </Linear>
        </Creative>
      </Creatives>
    </Wrapper>
  </Ad>
</VAST>`;

/** The video asset of {@link videoDocument}. */
export const VIDEO_HASH = "ab".repeat(32);

/** A small valid document of a video format: one page, one 15.5 s video layer, a clickTag exit. */
export function videoDocument(format: "vast" | "vpaid", overrides: Partial<AdDocument> = {}): AdDocument {
  return v.parse(AdDocumentSchema, {
    version: 2,
    format,
    name: "Spring sale spot",
    baseSize: "vast",
    teaser: { vast: { width: 1280, height: 720 } },
    stage: { background: "#000000", skipAfterMs: 5000 },
    pages: [{ id: "main", name: "Main" }],
    layers: {
      spot: {
        id: "spot",
        name: "Spot",
        page: "main",
        parent: null,
        order: "a0",
        content: {
          kind: "video",
          asset: VIDEO_HASH,
          autoplay: true,
          muted: true,
          loop: false,
          controls: false,
          alt: "A bicycle in spring",
        },
        props: { posleft: 0, postop: 0, width: 1280, height: 720 },
        overrides: {},
        animations: [],
        actions: [],
        hidden: false,
        locked: false,
      },
    },
    exits: { clickTag: { url: "https://shop.example/spring?utm=vast&x=1", label: "Shop" } },
    features: [],
    assets: {
      [VIDEO_HASH]: {
        hash: VIDEO_HASH,
        type: "video",
        mime: "video/mp4",
        name: "spot.mp4",
        bytes: 2_400_000,
        width: 1280,
        height: 720,
        durationMs: 15_500,
        bitrateKbps: 1200,
        codec: "avc1.64001F",
      },
    },
    ...overrides,
  });
}
