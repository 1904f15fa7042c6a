// Used only by the tests of this folder.

/** A company that passes every save check. */
export function validCompany(overrides: Record<string, unknown> = {}) {
  return {
    name: "Acme Media",
    shortName: "acme",
    domains: ["acme.example", "ads.acme.example"],
    address: "1 Market Street",
    country: "IN",
    city: "Mumbai",
    state: "Maharashtra",
    pin: "400001",
    phone: "+912212345678",
    mobile: "+919876543210",
    contactPerson: { name: "Asha Rao", email: "asha@acme.example", phone: "+912212345679", mobile: "" },
    status: true,
    ...overrides,
  };
}

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

export const dataUrl = (bytes: Uint8Array, type = "image/png") =>
  `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
