import * as v from "valibot";
import { QR_TYPES } from "../catalogue/ad-formats";
import { NOT_AN_OBJECT_MESSAGE } from "../validation/validate";
import { isHttpUrl, MAX_URL_LENGTH, requiredText } from "./fields";

export const QR_NAME_BLANK_MESSAGE = "Name should not be blank.";
export const QR_TYPE_MESSAGE = "Select a type.";
export const QR_TARGET_BLANK_MESSAGE = "URL/Text Value Should not be empty.";
export const QR_URL_MESSAGE = "URL should start with http:// or https://";
/** QR names appear in the public scan address, so they stay short and URL-safe. */
export const QR_NAME_MAX_LENGTH = 64;
export const QR_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const QR_NAME_CHARACTERS_MESSAGE = "Name may contain only the letters A–Z and a–z, digits, - and _.";
export const QR_NAME_TOO_LONG_MESSAGE = `Name must be at most ${QR_NAME_MAX_LENGTH} characters.`;

/**
 * QR link create/update (spec studio §3, §5). The save checks answer in the spec's order — name, type,
 * value — and only then is a url-type value required to be an http(s) address.
 */
export const QrLinkSchema = v.pipe(
  v.object(
    {
      id: v.pipe(
        requiredText("Name", QR_NAME_MAX_LENGTH, QR_NAME_BLANK_MESSAGE),
        // Blank is reported by the line above; checking it here again would only repeat the error.
        v.check((name) => name === "" || QR_NAME_PATTERN.test(name), QR_NAME_CHARACTERS_MESSAGE),
      ),
      type: v.pipe(v.nullish(v.string(QR_TYPE_MESSAGE), ""), v.trim(), v.picklist(QR_TYPES, QR_TYPE_MESSAGE)),
      targetUrl: requiredText("URL/Text Value", MAX_URL_LENGTH, QR_TARGET_BLANK_MESSAGE),
    },
    NOT_AN_OBJECT_MESSAGE,
  ),
  v.forward(
    v.partialCheck(
      [["type"], ["targetUrl"]],
      (input) => input.type !== "url" || isHttpUrl(input.targetUrl),
      QR_URL_MESSAGE,
    ),
    ["targetUrl"],
  ),
);
export type QrLinkInput = v.InferOutput<typeof QrLinkSchema>;
