import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers";
import { router } from "./app/router";
import { autoLogin } from "./features/auth/session-store";

const root = createRoot(document.getElementById("root") as HTMLElement);

// Auto-login first, so the very first guard already knows who is signed in.
void autoLogin().finally(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
