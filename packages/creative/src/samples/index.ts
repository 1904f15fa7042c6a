export { SAMPLE_COPY, type SampleCopy } from "./copy";
export { PICTURES_OF, SAMPLE_PICTURES, type SamplePicture, STORY_STEPS } from "./pictures";
export { SAMPLE_ROLES, type SampleAssets, type SampleRole, sampleDocument } from "./samples";
