import { describe, expect, it } from "vitest";
import { NOT_AN_OBJECT_MESSAGE } from "../validation/validate";
import {
  COMPANY_CONTACT_PERSON_MESSAGE,
  COMPANY_COUNTRY_UNKNOWN_MESSAGE,
  COMPANY_DOMAINS_TYPE_MESSAGE,
  COMPANY_LOGO_LOCATION_MESSAGE,
  COMPANY_LOGO_MESSAGE,
  COMPANY_STATUS_MESSAGE,
  CompanySchema,
  companyFirstError,
} from "./company";
import { IMAGE_DATA_URL_MESSAGE } from "./image";
import { failure, output, pngOfSize, TINY_PNG } from "./test-helpers";

const company = {
  name: "Acme Media",
  shortName: "acme",
  domains: ["acme.com", "acme.in"],
  logo: { body: TINY_PNG, fileName: "logo.png", fileType: "image/png", location: "" },
  address: "1 Main Road",
  country: "IN",
  city: "Chennai",
  state: "Tamil Nadu",
  pin: "600001",
  phone: "+914423456789",
  mobile: "+919876543210",
  contactPerson: { name: "Ravi", email: "ravi@acme.com", phone: "+914423456780", mobile: "+919876543211" },
  status: true,
};

// Every save message below is spec studio §5's text, written out: the test fails if the code's wording
// drifts from the spec, whatever the exported constants say.
describe("CompanySchema", () => {
  it("accepts a complete company", () => {
    expect(output(CompanySchema, company)).toEqual(company);
  });

  it("trims, splits comma-separated domains, upper-cases the country and leaves a missing status out", () => {
    const { status: _status, ...withoutStatus } = company;
    const parsed = output(CompanySchema, {
      ...withoutStatus,
      name: "  Acme Media ",
      domains: " Acme.com, ,acme.in,acme.com ",
      country: "in",
    });
    expect(parsed).toMatchObject({
      name: "Acme Media",
      domains: ["acme.com", "acme.in"],
      country: "IN",
    });
    // Left out, the API makes a new company active and keeps an existing one's status.
    expect(parsed.status).toBeUndefined();
    expect(output(CompanySchema, { ...company, status: null }).status).toBeUndefined();
    expect(output(CompanySchema, { ...company, status: false }).status).toBe(false);
  });

  it("treats missing optional parts as empty", () => {
    const parsed = output(CompanySchema, {
      name: "Acme",
      shortName: "acme",
      domains: ["acme.com"],
      mobile: "+919876543210",
      country: "IN",
      city: "Chennai",
      address: "1 Main Road",
    });
    expect(parsed).toEqual({
      name: "Acme",
      shortName: "acme",
      domains: ["acme.com"],
      logo: undefined,
      address: "1 Main Road",
      country: "IN",
      city: "Chennai",
      state: "",
      pin: "",
      phone: "",
      mobile: "+919876543210",
      contactPerson: { name: "", email: "", phone: "", mobile: "" },
      status: undefined,
    });
  });

  // Fixing the failures one by one walks through the save checks in the spec's order.
  it.each([
    [{}, "Name should not be blank."],
    [{ name: "Acme" }, "Short name should not be blank."],
    [{ name: "Acme", shortName: "acme" }, "Domains should not be blank."],
    [{ name: "Acme", shortName: "acme", domains: ["acme.com"] }, "Mobile should not be blank."],
    [
      { name: "Acme", shortName: "acme", domains: ["acme.com"], mobile: "+919876543210" },
      "Country should not be blank.",
    ],
    [
      { name: "Acme", shortName: "acme", domains: ["acme.com"], mobile: "+919876543210", country: "IN" },
      "City should not be blank.",
    ],
    [
      {
        name: "Acme",
        shortName: "acme",
        domains: ["acme.com"],
        mobile: "+919876543210",
        country: "IN",
        city: "X",
      },
      "Address should not be blank.",
    ],
    [
      {
        name: "Acme",
        shortName: "acme",
        domains: ["acme.com"],
        mobile: "+919876543210",
        country: "IN",
        city: "X",
        address: "Y",
        contactPerson: { email: "ravi@" },
      },
      "Contact Person Email is not valid.",
    ],
  ])("walks the save checks in order: %j answers %s", (input, message) => {
    expect(failure(CompanySchema, input).message).toBe(message);
    expect(companyFirstError(input)).toBe(message);
  });

  it("reports every failing check, each on its own field", () => {
    expect(failure(CompanySchema, { contactPerson: { email: "nope" } })).toEqual({
      message: "Name should not be blank.",
      errors: {
        name: "Name should not be blank.",
        shortName: "Short name should not be blank.",
        domains: "Domains should not be blank.",
        mobile: "Mobile should not be blank.",
        phone: "Phone should not be blank.",
        country: "Country should not be blank.",
        city: "City should not be blank.",
        address: "Address should not be blank.",
        "contactPerson.email": "Contact Person Email is not valid.",
      },
    });
  });

  it("keeps the spec's order even when a later field is the only other failure", () => {
    // Mobile/phone is a cross-field check; it must still come before Country.
    expect(failure(CompanySchema, { ...company, mobile: "", phone: "", country: "" }).message).toBe(
      "Mobile should not be blank.",
    );
    expect(failure(CompanySchema, { ...company, domains: [], name: "" }).message).toBe(
      "Name should not be blank.",
    );
    expect(failure(CompanySchema, { ...company, address: "", city: "" }).message).toBe(
      "City should not be blank.",
    );
  });

  describe("mobile and phone", () => {
    it.each([
      ["+919876543210", "", null],
      ["", "+914423456789", null],
      ["+919876543210", "+914423456789", null],
      // A number shorter than 12 characters (no dial code) does not count as the other number.
      ["", "+9144234567", "Mobile should not be blank."],
      ["98765", "", "Phone should not be blank."],
      ["", "", "Mobile should not be blank."],
      ["+91", "", "Phone should not be blank."],
    ])("mobile %j with phone %j answers %s", (mobile, phone, message) => {
      expect(companyFirstError({ ...company, mobile, phone })).toBe(message);
    });

    it("reports both numbers when both are missing", () => {
      expect(failure(CompanySchema, { ...company, mobile: "", phone: "" }).errors).toEqual({
        mobile: "Mobile should not be blank.",
        phone: "Phone should not be blank.",
      });
    });

    it("accepts digits with the usual separators only", () => {
      expect(output(CompanySchema, { ...company, phone: "+91 (44) 2345-6789" }).phone).toBe(
        "+91 (44) 2345-6789",
      );
      expect(failure(CompanySchema, { ...company, phone: "+91 call me" }).errors).toEqual({
        phone: "Phone is not valid.",
      });
      expect(failure(CompanySchema, { ...company, mobile: "abc" }).errors).toEqual({
        mobile: "Mobile is not valid.",
      });
      expect(
        failure(CompanySchema, { ...company, contactPerson: { phone: "x", mobile: "y" } }).errors,
      ).toEqual({
        "contactPerson.phone": "Contact Person Phone is not valid.",
        "contactPerson.mobile": "Contact Person Mobile is not valid.",
      });
    });
  });

  it("needs a known 2-letter country code", () => {
    expect(failure(CompanySchema, { ...company, country: "India" }).errors).toEqual({
      country: COMPANY_COUNTRY_UNKNOWN_MESSAGE,
    });
    expect(failure(CompanySchema, { ...company, country: "XK" }).errors).toEqual({
      country: "Country must be a 2-letter country code.",
    });
  });

  it("reports an unknown country code only after the spec's checks: a blank city or address comes first", () => {
    expect(companyFirstError({ ...company, country: "ZZ", city: "" })).toBe("City should not be blank.");
    expect(companyFirstError({ ...company, country: "ZZ", address: "" })).toBe(
      "Address should not be blank.",
    );
    expect(companyFirstError({ ...company, country: "ZZ", contactPerson: { email: "x" } })).toBe(
      "Contact Person Email is not valid.",
    );
    expect(companyFirstError({ ...company, country: "ZZ" })).toBe("Country must be a 2-letter country code.");
  });

  it("checks the contact person's email only when given", () => {
    expect(
      output(CompanySchema, { ...company, contactPerson: { ...company.contactPerson, email: "" } }),
    ).toBeTruthy();
    expect(output(CompanySchema, { ...company, contactPerson: null }).contactPerson.email).toBe("");
    for (const email of ["ravi", "ravi@acme", "ravi acme@acme.com", "@acme.com"]) {
      expect(companyFirstError({ ...company, contactPerson: { email } })).toBe(
        "Contact Person Email is not valid.",
      );
    }
  });

  it("checks the logo", () => {
    expect(output(CompanySchema, { ...company, logo: null }).logo).toBeNull();
    expect(output(CompanySchema, { ...company, logo: { location: "/files/logo.png" } }).logo).toEqual({
      body: "",
      fileName: "",
      fileType: "",
      location: "/files/logo.png",
    });
    expect(failure(CompanySchema, { ...company, logo: { body: pngOfSize(1024 * 1024 + 3) } }).errors).toEqual(
      {
        "logo.body": "Image size should not exceed 1MB in total.",
      },
    );
    expect(
      failure(CompanySchema, { ...company, logo: { body: "data:text/html;base64,PGgxPg==" } }).errors,
    ).toEqual({
      "logo.body": IMAGE_DATA_URL_MESSAGE,
    });
    expect(failure(CompanySchema, { ...company, logo: { body: 42 } }).errors).toEqual({
      "logo.body": IMAGE_DATA_URL_MESSAGE,
    });
    expect(failure(CompanySchema, { ...company, logo: { location: "javascript:alert(1)" } }).errors).toEqual({
      "logo.location": COMPANY_LOGO_LOCATION_MESSAGE,
    });
    expect(failure(CompanySchema, { ...company, logo: "logo.png" }).errors).toEqual({
      logo: COMPANY_LOGO_MESSAGE,
    });
  });

  it("rejects wrong types with a message", () => {
    expect(
      failure(CompanySchema, { ...company, name: 5, status: "yes", domains: 7, contactPerson: "Ravi" }),
    ).toEqual({
      message: "Name must be text.",
      errors: {
        name: "Name must be text.",
        domains: COMPANY_DOMAINS_TYPE_MESSAGE,
        contactPerson: COMPANY_CONTACT_PERSON_MESSAGE,
        status: COMPANY_STATUS_MESSAGE,
      },
    });
    expect(failure(CompanySchema, { ...company, domains: ["acme.com", 3] }).errors).toEqual({
      domains: COMPANY_DOMAINS_TYPE_MESSAGE,
    });
  });

  it("rejects over-long values", () => {
    expect(failure(CompanySchema, { ...company, name: "n".repeat(256) }).errors).toEqual({
      name: "Name must be at most 255 characters.",
    });
    expect(failure(CompanySchema, { ...company, address: "a".repeat(1001) }).errors).toEqual({
      address: "Address must be at most 1000 characters.",
    });
    expect(failure(CompanySchema, { ...company, mobile: `+91${"9".repeat(30)}` }).errors).toEqual({
      mobile: "Mobile must be at most 32 characters.",
    });
    expect(failure(CompanySchema, { ...company, domains: [`${"d".repeat(256)}.com`] }).errors).toEqual({
      "domains.0": "Domain must be at most 255 characters.",
    });
    const domains = Array.from({ length: 101 }, (_, index) => `d${index}.com`);
    expect(failure(CompanySchema, { ...company, domains }).errors).toEqual({
      domains: "Domains can hold at most 100 items.",
    });
    expect(failure(CompanySchema, { ...company, pin: "1".repeat(21) }).errors).toEqual({
      pin: "Pin must be at most 20 characters.",
    });
  });
});

describe("CompanySchema hardening", () => {
  it("refuses a contact person or a logo sent as an array instead of saving an empty one", () => {
    expect(failure(CompanySchema, { ...company, contactPerson: ["Ravi", "ravi@acme.com"] })).toEqual({
      message: "Contact Person must be an object with name, email, phone and mobile.",
      errors: { contactPerson: "Contact Person must be an object with name, email, phone and mobile." },
    });
    expect(failure(CompanySchema, { ...company, logo: [] }).errors).toEqual({
      logo: "Logo must be an object with body, fileName, fileType and location.",
    });
  });

  it("accepts host names, international ones included", () => {
    const domains = ["acme.com", "news.bbc.co.uk", "bücher.de", "xn--bcher-kva.de", "例え.テスト", "a-b.io"];
    expect(output(CompanySchema, { ...company, domains }).domains).toEqual(domains);
  });

  it.each([
    "<script>",
    "acme",
    "acme..com",
    "-acme.com",
    "acme-.com",
    "acme.com.",
    "http://acme.com",
    "acme.com/path",
    "ac me.com",
    "192.168.0.1",
    `${"a".repeat(64)}.com`,
  ])("refuses %s as a domain, after the spec's checks", (domain) => {
    expect(failure(CompanySchema, { ...company, domains: ["acme.com", domain] })).toEqual({
      message: "Domains must be host names such as example.com.",
      errors: { domains: "Domains must be host names such as example.com." },
    });
    expect(failure(CompanySchema, { ...company, name: "", domains: [domain] }).message).toBe(
      "Name should not be blank.",
    );
  });
});

describe("companyFirstError", () => {
  it("answers null for a company that can be saved", () => {
    expect(companyFirstError(company)).toBeNull();
  });

  it.each([null, [], "acme", 1])("never throws on %j", (input) => {
    expect(companyFirstError(input)).toBe(NOT_AN_OBJECT_MESSAGE);
  });
});
