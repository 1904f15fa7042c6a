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
