import { type SuccessBody, xrEndpoints } from "@adstudio/contract";
import type { Upload, UploadOptions } from "./upload";

export type XrTargetUploadResponse = SuccessBody<typeof xrEndpoints.uploadTarget>;

/** The `/api/xr` endpoints: XR Studio's compiled image targets (issue 35). */
export function createXrApi(upload: Upload) {
  const endpoints = xrEndpoints;
  return {
    /**
     * POST /api/xr/targets – the poster compiled by MindAR (a `.mind` file) → `{target}` with the feature
     * points the server counted. 400 when it is not a target of one poster, 413 over the size limit.
     */
    uploadTarget: (file: Blob, options: UploadOptions = {}) => {
      const form = new FormData();
      form.append(endpoints.uploadTarget.upload.field, file, "poster.mind");
      return upload<XrTargetUploadResponse>("/xr/targets", form, file.size, options);
    },
  };
}

export type XrApi = ReturnType<typeof createXrApi>;
