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

describe("loadConfig: ffmpeg", () => {
  it("runs ffmpeg from the PATH unless ADSTUDIO_FFMPEG names another program", () => {
    expect(loadConfig({}).ffmpeg).toBe("ffmpeg");
    expect(loadConfig({ ADSTUDIO_FFMPEG: " /opt/ffmpeg/bin/ffmpeg " }).ffmpeg).toBe("/opt/ffmpeg/bin/ffmpeg");
  });

  it("stops with a line naming ADSTUDIO_FFMPEG when it is blank", () => {
    expect(() => loadConfig({ ADSTUDIO_FFMPEG: "  " })).toThrow(
      "Invalid configuration: ADSTUDIO_FFMPEG must name a program",
    );
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

describe("loadConfig: file storage and CDN", () => {
  it("keeps files in the data directory unless a bucket is named", () => {
    const config = loadConfig({});
    expect(config.s3).toBeUndefined();
    expect(config.cdnUrl).toBeUndefined();
  });

  it("reads the bucket, its endpoint (path-style by default), region, key pair and the CDN address", () => {
    const config = loadConfig({
      ADSTUDIO_S3_BUCKET: "adstudio-files",
      ADSTUDIO_S3_ENDPOINT: "http://127.0.0.1:9000",
      ADSTUDIO_S3_ACCESS_KEY_ID: "minio",
      ADSTUDIO_S3_SECRET_ACCESS_KEY: "minio-secret",
      ADSTUDIO_PUBLIC_URL: "https://studio.example.com",
      ADSTUDIO_CDN_URL: "https://cdn.example.net/",
    });
    expect(config.s3).toEqual({
      bucket: "adstudio-files",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "minio", secretAccessKey: "minio-secret" },
    });
    expect(config.cdnUrl).toBe("https://cdn.example.net");
  });

  it("uses AWS's host-style addresses, AWS_REGION and the SDK's own credentials without an endpoint", () => {
    const config = loadConfig({ ADSTUDIO_S3_BUCKET: "adstudio-files", AWS_REGION: "eu-west-3" });
    expect(config.s3).toEqual({
      bucket: "adstudio-files",
      endpoint: undefined,
      region: "eu-west-3",
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it.each([
    [{ ADSTUDIO_S3_BUCKET: "A_Bucket" }, "ADSTUDIO_S3_BUCKET must be a bucket name"],
    [
      { ADSTUDIO_S3_BUCKET: "files", ADSTUDIO_S3_ENDPOINT: "minio:9000" },
      "ADSTUDIO_S3_ENDPOINT must be an http://",
    ],
    [
      { ADSTUDIO_S3_ENDPOINT: "http://127.0.0.1:9000" },
      "ADSTUDIO_S3_BUCKET must be set to use ADSTUDIO_S3_ENDPOINT",
    ],
    [
      { ADSTUDIO_S3_BUCKET: "files", ADSTUDIO_S3_ACCESS_KEY_ID: "minio" },
      "ADSTUDIO_S3_ACCESS_KEY_ID and ADSTUDIO_S3_SECRET_ACCESS_KEY must be set together",
    ],
    [
      { ADSTUDIO_CDN_URL: "https://cdn.example.net" },
      "ADSTUDIO_CDN_URL needs ADSTUDIO_PUBLIC_URL to be set too",
    ],
    [
      { ADSTUDIO_CDN_URL: "cdn.example.net", ADSTUDIO_PUBLIC_URL: "https://studio.example.com" },
      "ADSTUDIO_CDN_URL must be an http://",
    ],
  ])("stops with a clear line for %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(`Invalid configuration: ${message}`);
  });
});
