import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { onCaughtError } from "./app/caught-errors";
import { Providers } from "./app/providers";
import { router } from "./app/router";
import { autoLogin } from "./features/auth/session-store";
import { adoptServerStyles, serverPaintSettled } from "./lib/server-paint";

const root = createRoot(document.getElementById("root") as HTMLElement, { onCaughtError });

// Auto-login first, so the very first guard already knows who is signed in; on a page the server drew
// (the public showcase), also its main picture, so a slow phone paints it before running the studio.
void Promise.all([autoLogin(), serverPaintSettled(document)]).finally(() => {
  // A transition renders in slices that yield to the browser between them, not in one long task that
  // holds input and paints back (issue 34: the showcase's first render was a 1.4 s task on a phone).
  adoptServerStyles(document);
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
});
