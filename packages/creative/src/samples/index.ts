export { SAMPLE_COPY, type SampleCopy } from "./copy";
export { type SampleAssets, sampleDocument } from "./samples";
