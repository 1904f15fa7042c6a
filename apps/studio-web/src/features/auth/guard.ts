import { routeDecision, targetFor } from "@adstudio/core";
import { redirect } from "@tanstack/react-router";
import { clearNotices, notify } from "../../lib/notify";
import { sessionStore } from "./session-store";

/** Key of the forbidden-page notice: a second refusal replaces it instead of stacking a copy. */
const DENIED_NOTICE = "route-denied";

/**
 * The route guard of every page, from core's route-access table (spec shell §2): guests go to
 * /login with the requested path remembered, signed-in users without access go back to the
 * remembered path or /, guest-only pages send signed-in users on, unknown paths go to the 404 page.
 * A signed-in user sent away for lack of permission is told why (a silent redirect looked like a bug);
 * a preload (hovering a link) decides the same but says nothing.
 */
export function guardRoute(location: { pathname: string; href: string }, preload = false): void {
  const session = sessionStore.get();
  const decision = routeDecision(session.user, location.pathname);
  if (decision.kind === "allow") return;
  if (decision.kind === "login") sessionStore.remember(location.href);
  const target = targetFor(decision, location.pathname, sessionStore.remembered());
  if (decision.kind === "redirectSignedIn" || decision.kind === "forbidden") sessionStore.takeRemembered();
  if (decision.kind === "forbidden" && !preload) {
    clearNotices(DENIED_NOTICE);
    notify("You do not have permission to open that page.", "warning", { key: DENIED_NOTICE });
  }
  if (target && target !== location.pathname) throw redirect({ href: target, replace: true });
}
