// The tracker feature's public face: what other features may use. Everything else here is internal.
export { TrackerIngest } from "./ingest.js";
export { countsBy } from "./query-repo.js";
export { rollPending, rollupLag } from "./rollup-repo.js";
export { segmentsOf } from "./segments.js";
