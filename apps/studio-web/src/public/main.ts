import { tokenStorage } from "../lib/token-storage";

// The public pages' entry (public.html, served for page loads of /login and /showcase/{companyId}): the
// server has drawn the page already, so this loads only the page's own code, from a build of its own
// (vite.public.config.ts; issue 34: the studio's entry and every endpoint's schemas held a phone's first
// paint back). A stored token makes /login a signed-in user's page (guest-only, spec §2): the studio
// takes it from the start page, which sends a signed-in user on and a refused token back to /login.
const path = globalThis.location.pathname;

if (!path.startsWith("/login")) {
  void import("./showcase-app").then(({ mountShowcase }) => mountShowcase());
} else if (tokenStorage.get()) {
  globalThis.location.replace("/");
} else {
  void import("./login-app").then(({ mountLogin }) => mountLogin());
}
