import * as v from "valibot";
import { PHONE_LENGTH_THRESHOLD } from "../constants/business";
import { isCountryCode } from "../geo/countries";
import { NOT_AN_OBJECT_MESSAGE, validateInput } from "../validation/validate";
import {
  isLinkOrPath,
  isPlainObject,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_URL_LENGTH,
  optionalText,
  tooLongMessage,
} from "./fields";
import { IMAGE_DATA_URL_MESSAGE, ImageDataUrlSchema } from "./image";

/** The company save checks of spec studio §5, in the order they are reported. */
export const COMPANY_MESSAGES = {
  name: "Name should not be blank.",
  shortName: "Short name should not be blank.",
  domains: "Domains should not be blank.",
  mobile: "Mobile should not be blank.",
  phone: "Phone should not be blank.",
  country: "Country should not be blank.",
  city: "City should not be blank.",
  address: "Address should not be blank.",
  contactEmail: "Contact Person Email is not valid.",
} as const;
export const COMPANY_COUNTRY_UNKNOWN_MESSAGE = "Country must be a 2-letter country code.";
export const COMPANY_DOMAINS_TYPE_MESSAGE = "Domains must be a list of text or a comma-separated text.";
export const COMPANY_STATUS_MESSAGE = "Status must be true or false.";
/** Issue 31: whether publishing the company's ads needs an approved review version. */
export const COMPANY_APPROVAL_MESSAGE = "approvalRequired must be true or false.";
export const COMPANY_CONTACT_PERSON_MESSAGE =
  "Contact Person must be an object with name, email, phone and mobile.";
export const COMPANY_LOGO_MESSAGE = "Logo must be an object with body, fileName, fileType and location.";
export const COMPANY_LOGO_LOCATION_MESSAGE = "Logo location must be a path or an http(s) address.";
export const COMPANY_DOMAIN_MESSAGE = "Domains must be host names such as example.com.";
export const MAX_COMPANY_DOMAINS = 100;
const MAX_PIN_LENGTH = 20;

// Spec §3 "edited comma-separated": the form may send the text, the API the list; both end up a list.
const domains = v.pipe(
  v.nullish(v.union([v.string(), v.array(v.string())], COMPANY_DOMAINS_TYPE_MESSAGE), []),
  v.transform((value) =>
    (typeof value === "string" ? value.split(",") : value)
      .map((domain) => domain.trim().toLowerCase())
      .filter((domain) => domain !== ""),
  ),
  v.maxLength(MAX_COMPANY_DOMAINS, `Domains can hold at most ${MAX_COMPANY_DOMAINS} items.`),
  v.checkItems((domain) => domain.length <= MAX_NAME_LENGTH, tooLongMessage("Domain", MAX_NAME_LENGTH)),
  v.transform((list) => [...new Set(list)]),
);

/**
 * An object member that must really be an object: valibot's `object()` reads an array as an object with
 * no keys, which would silently save an empty contact or logo.
 */
const plainObject = <TSchema extends v.GenericSchema>(schema: TSchema, message: string) =>
  v.pipe(v.custom<v.InferInput<TSchema>>(isPlainObject, message), schema);

const logo = v.nullish(
  plainObject(
    v.object(
      {
        // Empty once the file is stored: the record then keeps only its location.
        body: v.nullish(v.union([v.literal(""), ImageDataUrlSchema], IMAGE_DATA_URL_MESSAGE), ""),
        fileName: optionalText("Logo file name", MAX_NAME_LENGTH),
        fileType: optionalText("Logo file type", MAX_NAME_LENGTH),
        location: v.pipe(
          optionalText("Logo location", MAX_URL_LENGTH),
          v.check((location) => location === "" || isLinkOrPath(location), COMPANY_LOGO_LOCATION_MESSAGE),
        ),
      },
      COMPANY_LOGO_MESSAGE,
    ),
    COMPANY_LOGO_MESSAGE,
  ),
);

const contactPerson = v.nullish(
  plainObject(
    v.object(
      {
        name: optionalText("Contact Person Name", MAX_NAME_LENGTH),
        email: optionalText("Contact Person Email", MAX_EMAIL_LENGTH),
        phone: optionalText("Contact Person Phone", MAX_PHONE_LENGTH),
        mobile: optionalText("Contact Person Mobile", MAX_PHONE_LENGTH),
      },
      COMPANY_CONTACT_PERSON_MESSAGE,
    ),
    COMPANY_CONTACT_PERSON_MESSAGE,
  ),
  {},
);

// Same pattern as valibot's email(): the spec asks for "a standard email pattern".
const EMAIL_PATTERN = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u;
// Host names: dot-separated labels of letters (any script, so IDNs such as bücher.de), digits and inner
// hyphens, at most 63 characters each and 253 in all, ending in a letter-only or punycode (xn--) TLD.
const LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?";
const HOST_NAME_PATTERN = new RegExp(
  `^(?=.{1,253}$)(?:${LABEL}\\.)+(?:\\p{L}[\\p{L}\\p{M}]{1,62}|xn--[a-z0-9-]{1,59})$`,
  "u",
);

/** Whether text is a host name (`example.com`, `news.bbc.co.uk`, `bücher.de`, `xn--bcher-kva.de`). */
export function isHostName(text: string): boolean {
  return HOST_NAME_PATTERN.test(text);
}

// Digits with an optional leading +, and the separators people type: spaces, dots, dashes, brackets.
const PHONE_PATTERN = /^\+?[\d\s().-]*$/;

/**
 * Company create/update body (spec studio §3). The fields themselves only check type and length; the
 * save checks of §5 run afterwards as one ordered list, so the first message is always the spec's first
 * failure, whichever fields are wrong. Phone values carry their dial code ('+919876543210'): below
 * 12 characters a number counts as missing, which is why one of phone or mobile must reach 12.
 */
export const CompanySchema = v.pipe(
  v.object(
    {
      name: optionalText("Name", MAX_NAME_LENGTH),
      shortName: optionalText("Short name", MAX_NAME_LENGTH),
      domains,
      logo,
      address: optionalText("Address", MAX_TEXT_LENGTH),
      country: v.pipe(optionalText("Country", MAX_NAME_LENGTH), v.toUpperCase()),
      city: optionalText("City", MAX_NAME_LENGTH),
      state: optionalText("State", MAX_NAME_LENGTH),
      pin: optionalText("Pin", MAX_PIN_LENGTH),
      phone: optionalText("Phone", MAX_PHONE_LENGTH),
      mobile: optionalText("Mobile", MAX_PHONE_LENGTH),
      contactPerson,
      /** Left out (or null): a new company is active, an update keeps the current status. */
      status: v.pipe(
        v.nullish(v.boolean(COMPANY_STATUS_MESSAGE)),
        v.transform((status) => status ?? undefined),
      ),
      /** Left out: a new company does not require approval, an update keeps the setting. */
      approvalRequired: v.optional(v.boolean(COMPANY_APPROVAL_MESSAGE)),
    },
    NOT_AN_OBJECT_MESSAGE,
  ),
  v.forward(
    v.partialCheck([["name"]], (input) => input.name !== "", COMPANY_MESSAGES.name),
    ["name"],
  ),
  v.forward(
    v.partialCheck([["shortName"]], (input) => input.shortName !== "", COMPANY_MESSAGES.shortName),
    ["shortName"],
  ),
  v.forward(
    v.partialCheck([["domains"]], (input) => input.domains.length > 0, COMPANY_MESSAGES.domains),
    ["domains"],
  ),
  v.forward(
    v.partialCheck(
      [["mobile"], ["phone"]],
      (input) => input.mobile !== "" || input.phone.length >= PHONE_LENGTH_THRESHOLD,
      COMPANY_MESSAGES.mobile,
    ),
    ["mobile"],
  ),
  v.forward(
    v.partialCheck(
      [["phone"], ["mobile"]],
      (input) => input.phone !== "" || input.mobile.length >= PHONE_LENGTH_THRESHOLD,
      COMPANY_MESSAGES.phone,
    ),
    ["phone"],
  ),
  v.forward(
    v.partialCheck([["country"]], (input) => input.country !== "", COMPANY_MESSAGES.country),
    ["country"],
  ),
  v.forward(
    v.partialCheck([["city"]], (input) => input.city !== "", COMPANY_MESSAGES.city),
    ["city"],
  ),
  v.forward(
    v.partialCheck([["address"]], (input) => input.address !== "", COMPANY_MESSAGES.address),
    ["address"],
  ),
  v.forward(
    v.partialCheck(
      [["contactPerson", "email"]],
      (input) => input.contactPerson.email === "" || EMAIL_PATTERN.test(input.contactPerson.email),
      COMPANY_MESSAGES.contactEmail,
    ),
    ["contactPerson", "email"],
  ),
  // Beyond the spec: the country must be a known code, domains host names, and numbers must look like
  // numbers. Reported after the spec's checks, so the spec's first failure always comes first.
  v.forward(
    v.partialCheck(
      [["country"]],
      (input) => input.country === "" || isCountryCode(input.country),
      COMPANY_COUNTRY_UNKNOWN_MESSAGE,
    ),
    ["country"],
  ),
  v.forward(
    v.partialCheck([["domains"]], (input) => input.domains.every(isHostName), COMPANY_DOMAIN_MESSAGE),
    ["domains"],
  ),
  v.forward(
    v.partialCheck([["phone"]], (input) => PHONE_PATTERN.test(input.phone), "Phone is not valid."),
    ["phone"],
  ),
  v.forward(
    v.partialCheck([["mobile"]], (input) => PHONE_PATTERN.test(input.mobile), "Mobile is not valid."),
    ["mobile"],
  ),
  v.forward(
    v.partialCheck(
      [["contactPerson", "phone"]],
      (input) => PHONE_PATTERN.test(input.contactPerson.phone),
      "Contact Person Phone is not valid.",
    ),
    ["contactPerson", "phone"],
  ),
  v.forward(
    v.partialCheck(
      [["contactPerson", "mobile"]],
      (input) => PHONE_PATTERN.test(input.contactPerson.mobile),
      "Contact Person Mobile is not valid.",
    ),
    ["contactPerson", "mobile"],
  ),
);
export type CompanyInput = v.InferOutput<typeof CompanySchema>;

/**
 * The message the company form shows as its error toast: the first failing save check, or `null` when
 * the company can be saved. Never throws, whatever `input` is.
 */
export function companyFirstError(input: unknown): string | null {
  const result = validateInput(CompanySchema, input);
  return result.success ? null : result.message;
}
