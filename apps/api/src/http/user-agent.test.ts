import { describe, expect, it } from "vitest";
import { deviceClassOf, isAutomatedUserAgent } from "./user-agent.js";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";

describe("isAutomatedUserAgent", () => {
  it("lets people's browsers and in-app browsers through", () => {
    const inApp = [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 325.0.0.35.91",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.44.108]",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.80.0.41 (like Safari/8617.2.4.10.8, panda)",
      // A phone brand ending in "bot" is still a phone.
      "Mozilla/5.0 (Linux; Android 9; CUBOT X19) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36",
    ];
    for (const ua of [IPHONE, ANDROID_PHONE, ANDROID_TABLET, IPAD, MAC, ...inApp]) {
      expect(isAutomatedUserAgent(ua), ua).toBe(false);
    }
  });

  it("recognises crawlers, link-preview fetchers and scripts", () => {
    for (const ua of [
      "facebookexternalhit/1.1",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "Twitterbot/1.0",
      "WhatsApp/2.24.6.77 A",
      "TelegramBot (like TwitterBot)",
      "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
      "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
      "Mozilla/5.0 (compatible; YandexBot/3.0)",
      "Baiduspider+(+http://www.baidu.com/search/spider.htm)",
      "Some Link Preview Service",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0 Safari/537.36",
      "python-requests/2.31.0",
      "Wget/1.21.4",
      // No browser sends an empty or blank User-Agent.
      "",
      "   ",
    ]) {
      expect(isAutomatedUserAgent(ua), ua).toBe(true);
      // The second answer comes from the memo and must be the same.
      expect(isAutomatedUserAgent(ua), ua).toBe(true);
    }
  });
});

describe("deviceClassOf", () => {
  it("classes phones, tablets, desktops, connected TVs and the rest", () => {
    expect(deviceClassOf(IPHONE)).toBe("mobile");
    expect(deviceClassOf(ANDROID_PHONE)).toBe("mobile");
    expect(deviceClassOf(IPAD)).toBe("tablet");
    expect(deviceClassOf(ANDROID_TABLET)).toBe("tablet");
    expect(deviceClassOf(MAC)).toBe("desktop");
    expect(
      deviceClassOf(
        "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
      ),
    ).toBe("desktop");
    // Kindle Fire's Silk browser says Android without "Mobile"; a Samsung smart TV says Tizen and TV.
    expect(
      deviceClassOf(
        "Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/537.36 (KHTML, like Gecko) Silk/3.68 like Chrome/39.0.2171.93 Safari/537.36",
      ),
    ).toBe("tablet");
    expect(
      deviceClassOf(
        "Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 85.0.4183.93/6.0 TV Safari/537.36",
      ),
    ).toBe("tv");
    expect(deviceClassOf("")).toBe("other");
    expect(deviceClassOf("SomeScannerApp/1.0")).toBe("other");
  });

  it("classes connected TVs, sticks and consoles as tv, the devices behind server-side ad insertion", () => {
    const connectedTvs = [
      "Roku/DVP-9.10 (519.10E04111A)",
      "Roku/DVP-12.0 (12.0.0.4182-AE)",
      // Fire TV sticks (AFTMM, AFTR), which Bowser calls a phone, a tablet and a tablet.
      "Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7233; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/70.0.3538.110 Mobile Safari/537.36",
      "Mozilla/5.0 (Linux; Android 9; AFTMM) AppleWebKit/537.36 (KHTML, like Gecko) Silk/98.3.6 like Chrome/98.0.4758.136 Safari/537.36",
      "Dalvik/2.1.0 (Linux; U; Android 9; AFTR Build/PS7624)",
      "AppleTV11,1/11.1",
      "AppleCoreMedia/1.0.0.20K71 (Apple TV; U; CPU OS 16_1 like Mac OS X; en_us)",
      "Mozilla/5.0 (Linux; Android 10; Chromecast) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.101 Safari/537.36 CrKey/1.56.500000 DeviceType/AndroidTV",
      "Mozilla/5.0 (Linux; Android 12; BRAVIA 4K VH2 Build/STT1.211025.001.Z4; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/110.0.5481.153 Mobile Safari/537.36",
      "Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.79 Safari/537.36 WebAppManager",
      "Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko)",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; Xbox; Xbox One) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041",
    ];
    for (const ua of connectedTvs) {
      expect(deviceClassOf(ua), ua).toBe("tv");
      // isbot reads `AppleTV11,1/11.1` as a script; a TV app is a device.
      expect(isAutomatedUserAgent(ua), ua).toBe(false);
    }
    // A word starting "aft" is no Fire TV.
    expect(deviceClassOf("Aftonbladet/14.2 (iPhone; iOS 17.4; Scale/3.00)")).not.toBe("tv");
    expect(deviceClassOf(`${MAC} AfterShip/2.1`)).toBe("desktop");
    // The stitching server that fires pixels for the TV is a script.
    expect(isAutomatedUserAgent("Go-http-client/1.1")).toBe(true);
  });
});
