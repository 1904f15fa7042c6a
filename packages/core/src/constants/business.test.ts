import { describe, expect, it } from "vitest";
import {
  ARRAY_TABLE_PAGE_SIZE,
  BOXED_MAX_WIDTH_PX,
  CHAT_PANEL_WIDTH_PX,
  CONTAINER_MAX_WIDTH_PX,
  COVER_IMAGE_FILE_PREFIX,
  COVER_IMAGE_SIZE,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_REDIRECT,
  DEFAULT_TIMEZONE,
  DSP_STRIP_HEIGHT_PX,
  FORM_ELEMENT_DEFAULT_ORDER,
  IMAGE_MAX_BYTES,
  LONG_TEXT_ROWS,
  MENU_HOVER_DELAY_MS,
  MENU_POPUP_Z_INDEX,
  MIN_TEXT_LENGTH,
  NAVBAR_FOLDED_WIDTH_PX,
  NAVBAR_WIDTH_PX,
  NOTIFICATION_AUTO_HIDE_MS,
  PAGE_HEADER_HEIGHT_PX,
  PHONE_LENGTH_THRESHOLD,
  pageCount,
  QR_DIALOG_SIZE,
  QR_DOWNLOAD_SCALE,
  QR_JPEG_QUALITY,
  qrDownloadFileName,
  SEARCH_SUGGESTION_LIMIT,
  SELECT_POPUP_MAX_HEIGHT_PX,
  SETTINGS_PANEL_WIDTH_PX,
  SHOWCASE_PAGE_SIZE,
  SHOWCASE_SORT,
  SIDE_PANEL_QR_PX,
  SIDEBAR_WIDTH_PX,
  TABLE_PAGE_SIZE,
  TOKEN_STORAGE_KEY,
  UI_LANGUAGES,
  UNIQUE_ID_LENGTH,
  UNIQUE_ID_PATTERN,
} from "./business";

describe("business constants", () => {
  it("match the spec", () => {
    expect([TABLE_PAGE_SIZE, SHOWCASE_PAGE_SIZE, ARRAY_TABLE_PAGE_SIZE]).toEqual([10, 8, 5]);
    expect(IMAGE_MAX_BYTES).toBe(1048576);
    expect([DEFAULT_TIMEZONE, DEFAULT_COUNTRY_CODE, DEFAULT_REDIRECT]).toEqual([
      "Asia/Kolkata",
      "IN",
      "/studio/ads",
    ]);
  });

  // Each value as spec studio §9 / shell §9 writes it (the 'Copied' delay is pinned by its own test).
  it("hold the rest of studio §9 and shell §9, value by value", () => {
    expect({
      MIN_TEXT_LENGTH,
      SHOWCASE_SORT,
      COVER_IMAGE_SIZE,
      COVER_IMAGE_FILE_PREFIX,
      PHONE_LENGTH_THRESHOLD,
      SIDE_PANEL_QR_PX,
      QR_DIALOG_SIZE,
      QR_DOWNLOAD_SCALE,
      QR_JPEG_QUALITY,
      FORM_ELEMENT_DEFAULT_ORDER,
      TOKEN_STORAGE_KEY,
      NOTIFICATION_AUTO_HIDE_MS,
      SEARCH_SUGGESTION_LIMIT,
      NAVBAR_WIDTH_PX,
      NAVBAR_FOLDED_WIDTH_PX,
      CHAT_PANEL_WIDTH_PX,
      SETTINGS_PANEL_WIDTH_PX,
      BOXED_MAX_WIDTH_PX,
      CONTAINER_MAX_WIDTH_PX,
      SIDEBAR_WIDTH_PX,
      PAGE_HEADER_HEIGHT_PX,
      DSP_STRIP_HEIGHT_PX,
      MENU_HOVER_DELAY_MS,
      MENU_POPUP_Z_INDEX,
      SELECT_POPUP_MAX_HEIGHT_PX,
      LONG_TEXT_ROWS,
      UI_LANGUAGES,
    }).toEqual({
      MIN_TEXT_LENGTH: 4,
      SHOWCASE_SORT: { createdAt: -1 },
      COVER_IMAGE_SIZE: { width: 250, height: 200 },
      COVER_IMAGE_FILE_PREFIX: "coverImage_",
      PHONE_LENGTH_THRESHOLD: 12,
      SIDE_PANEL_QR_PX: 60,
      QR_DIALOG_SIZE: 300,
      QR_DOWNLOAD_SCALE: 2,
      QR_JPEG_QUALITY: 1,
      FORM_ELEMENT_DEFAULT_ORDER: 1,
      TOKEN_STORAGE_KEY: "jwt_access_token",
      NOTIFICATION_AUTO_HIDE_MS: 12000,
      SEARCH_SUGGESTION_LIMIT: 10,
      NAVBAR_WIDTH_PX: 280,
      NAVBAR_FOLDED_WIDTH_PX: 64,
      CHAT_PANEL_WIDTH_PX: 360,
      SETTINGS_PANEL_WIDTH_PX: 380,
      BOXED_MAX_WIDTH_PX: 1280,
      CONTAINER_MAX_WIDTH_PX: 1120,
      SIDEBAR_WIDTH_PX: 240,
      PAGE_HEADER_HEIGHT_PX: { normal: 120, tall: 136, sidebar: 200 },
      DSP_STRIP_HEIGHT_PX: 479,
      MENU_HOVER_DELAY_MS: 150,
      MENU_POPUP_Z_INDEX: 999,
      SELECT_POPUP_MAX_HEIGHT_PX: 224,
      LONG_TEXT_ROWS: 4,
      UI_LANGUAGES: ["en"],
    });
  });

  it("accepts exactly 8-hex unique ids", () => {
    expect(UNIQUE_ID_LENGTH).toBe(8);
    expect(UNIQUE_ID_PATTERN.test("0a1b2c3d")).toBe(true);
    expect(UNIQUE_ID_PATTERN.test("0a1b2c3")).toBe(false);
    expect(UNIQUE_ID_PATTERN.test("0a1b2c3g")).toBe(false);
  });

  it("names QR downloads after the id", () => {
    expect(qrDownloadFileName("summer")).toBe("summer_QR.jpg");
  });
});

describe("pageCount", () => {
  it("divides and rounds up", () => {
    expect(pageCount(0, 8)).toBe(0);
    expect(pageCount(1, 8)).toBe(1);
    expect(pageCount(8, 8)).toBe(1);
    expect(pageCount(9, 8)).toBe(2);
    expect(pageCount(21, 10)).toBe(3);
  });

  it("rejects page sizes that are not positive integers", () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
    expect(() => pageCount(10, -5)).toThrow(RangeError);
    expect(() => pageCount(10, 2.5)).toThrow(RangeError);
  });
});
