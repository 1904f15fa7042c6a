// Endpoints of this feature: see ./qr.ts for the shape of a feature's contract.
export const embedEndpoints = {};
