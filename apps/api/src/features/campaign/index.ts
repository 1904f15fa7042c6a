// The campaign feature's public face: what other features may use. Everything else here is internal.
export { companyChoices } from "./repo.js";
