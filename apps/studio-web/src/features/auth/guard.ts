import { routeDecision, targetFor } from "@adstudio/core";
import { redirect } from "@tanstack/react-router";
import { sessionStore } from "./session-store";

/**
 * The route guard of every page, from core's route-access table (spec shell §2): guests go to
 * /login with the requested path remembered, signed-in users without access go back to the
 * remembered path or /, guest-only pages send signed-in users on, unknown paths go to the 404 page.
 */
export function guardRoute(location: { pathname: string; href: string }): void {
  const session = sessionStore.get();
  const decision = routeDecision(session.user, location.pathname);
  if (decision.kind === "allow") return;
  if (decision.kind === "login") sessionStore.remember(location.href);
  const target = targetFor(decision, location.pathname, sessionStore.remembered());
  if (decision.kind === "redirectSignedIn" || decision.kind === "forbidden") sessionStore.takeRemembered();
  if (target && target !== location.pathname) throw redirect({ href: target, replace: true });
}
