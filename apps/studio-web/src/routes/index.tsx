import { rootRedirectFor } from "@adstudio/core";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { sessionStore } from "../features/auth/session-store";

// GET / – signed-in users go to the ads list (spec §2), or to support when they cannot read ads.
export const Route = createFileRoute("/")({
  beforeLoad: () => {
    throw redirect({ href: rootRedirectFor(sessionStore.get().user), replace: true });
  },
});
