import { isApiError } from "@adstudio/api-client";
import type { RootOptions } from "react-dom/client";

/**
 * What React does with an error an error boundary caught (createRoot's `onCaughtError`). A route whose
 * loader fails with the server's answer (an unknown id, no permission) throws that ApiError to its
 * `errorComponent`, which shows the message: the failure is handled there, so it is not also logged as a
 * stack, as React's default does. Anything else a boundary catches is a defect and is still logged.
 */
export const onCaughtError: NonNullable<RootOptions["onCaughtError"]> = (error) => {
  if (isApiError(error)) return;
  console.error(error);
};
