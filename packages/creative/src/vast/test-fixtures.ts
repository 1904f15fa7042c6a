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
