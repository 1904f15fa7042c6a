import { createShowcaseApi } from "@adstudio/api-client";
import { transport } from "../../lib/api-transport";

/** The showcase's endpoints alone: the public page loads no other endpoint's schemas (issue 34). */
export const showcaseApi = createShowcaseApi(transport);
