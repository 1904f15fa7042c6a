import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const API_DIR = path.resolve(import.meta.dirname, "..");

describe("loadConfig: studio and mail settings", () => {
  it("defaults to the studio-web build beside the api package and to storing contact mail only", () => {
    const config = loadConfig({ ADSTUDIO_ADMIN_EMAIL: "Owner@Example.com" });
    expect(config.studioDir).toBe(path.resolve(API_DIR, "../studio-web/dist"));
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailTo).toBe("owner@example.com");
    expect(config.mailFrom).toBe("Adstudio <no-reply@adstudio.local>");
  });

  it("reads ADSTUDIO_STUDIO_DIR relative to the working directory, and the mail settings", () => {
    const config = loadConfig({
      ADSTUDIO_STUDIO_DIR: "build/studio",
      SMTP_URL: "smtps://mailer:s3cret@smtp.example.com:465",
      ADSTUDIO_MAIL_TO: "sales@example.com",
      ADSTUDIO_MAIL_FROM: "Studio Bot <bot@example.com>",
    });
    expect(config.studioDir).toBe(path.resolve("build/studio"));
    expect(config.smtpUrl).toBe("smtps://mailer:s3cret@smtp.example.com:465");
    expect(config.mailTo).toBe("sales@example.com");
    expect(config.mailFrom).toBe("Studio Bot <bot@example.com>");
    expect(loadConfig({ ADSTUDIO_MAIL_FROM: "bot@example.com" }).mailFrom).toBe("bot@example.com");
  });

  it.each([
    ["SMTP_URL", "http://smtp.example.com"],
    ["SMTP_URL", "smtp.example.com:25"],
    ["ADSTUDIO_MAIL_TO", "sales"],
    ["ADSTUDIO_MAIL_FROM", "Studio Bot"],
    ["ADSTUDIO_MAIL_FROM", "Bot <bot@example.com>\nBcc: x@example.com"],
  ])("stops with a line naming %s for %j", (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(new RegExp(`^Invalid configuration: ${key} `));
  });
});

describe("loadConfig: tracker client limits and SSAI stitchers", () => {
  it("limits each client to 60 new impressions a minute and each address to 600, and trusts no stitcher", () => {
    const config = loadConfig({});
    expect(config.trackerClientLimit).toBe(60);
    expect(config.trackerAddressLimit).toBe(600);
    expect(config.trackerWindowSeconds).toBe(60);
    expect(config.trackerStitchers).toEqual([]);
  });

  it("reads the limits and a list of stitcher addresses and ranges", () => {
    const config = loadConfig({
      ADSTUDIO_TRACKER_CLIENT_LIMIT: "20",
      ADSTUDIO_TRACKER_ADDRESS_LIMIT: "2000",
      ADSTUDIO_TRACKER_WINDOW_SECONDS: "300",
      ADSTUDIO_TRACKER_SSAI_STITCHERS: " 203.0.113.7, 198.51.100.0/24,2001:db8::/32 ,",
    });
    expect(config.trackerClientLimit).toBe(20);
    expect(config.trackerAddressLimit).toBe(2000);
    expect(config.trackerWindowSeconds).toBe(300);
    expect(config.trackerStitchers).toEqual(["203.0.113.7", "198.51.100.0/24", "2001:db8::/32"]);
  });

  it("looks for due scheduled reports every minute unless ADSTUDIO_REPORT_CHECK_SECONDS says otherwise", () => {
    expect(loadConfig({}).reportCheckSeconds).toBe(60);
    expect(loadConfig({ ADSTUDIO_REPORT_CHECK_SECONDS: "5" }).reportCheckSeconds).toBe(5);
  });

  it.each([
    ["ADSTUDIO_TRACKER_CLIENT_LIMIT", "0", "must be at least 1"],
    ["ADSTUDIO_TRACKER_ADDRESS_LIMIT", "many", "must be a whole number of impressions"],
    ["ADSTUDIO_TRACKER_WINDOW_SECONDS", "1.5", "must be a whole number of seconds"],
    ["ADSTUDIO_TRACKER_SSAI_STITCHERS", "stitcher.example.com", "must be IP addresses or CIDR ranges"],
    ["ADSTUDIO_TRACKER_SSAI_STITCHERS", "203.0.113.0/33", "must be IP addresses or CIDR ranges"],
    ["ADSTUDIO_REPORT_CHECK_SECONDS", "0", "must be at least 1"],
    ["ADSTUDIO_REPORT_CHECK_SECONDS", "soon", "must be a whole number of seconds"],
  ])("stops with a line naming %s for %j", (key, value, message) => {
    expect(() => loadConfig({ [key]: value })).toThrow(`Invalid configuration: ${key} ${message}`);
  });
});
