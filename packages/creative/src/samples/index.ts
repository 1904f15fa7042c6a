export { SAMPLE_COPY, type SampleCopy } from "./copy";
export { SAMPLE_ROLES, type SampleAssets, type SampleRole, sampleDocument } from "./samples";
