import { LoginSchema, RegisterBodySchema, UserUpdateSchema } from "@adstudio/core";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.js";
import { isPlainObject, parseWith, readBody, readJson } from "../../http/validate.js";
import { authOf, clientInfo, requireAuth } from "./middleware.js";
import * as auth from "./service.js";

export const authRoutes = new Hono<AppEnv>()
  // POST /api/auth/login – username or email + password → {user, token, status, message, multipleDevices}
  .post("/login", async (c) => {
    const input = await readBody(c, LoginSchema);
    return c.json(await auth.login(c.var.deps, input, clientInfo(c)));
  })
  // POST /api/auth/register – open self-registration with the least privileged role
  .post("/register", async (c) => {
    const input = await readBody(c, RegisterBodySchema);
    return c.json(await auth.register(c.var.deps, input, clientInfo(c)));
  })
  // GET /api/auth/access-token – auto-login with a stored token → {token, user}
  .get("/access-token", requireAuth, async (c) =>
    c.json(await auth.refreshAccessToken(c.var.deps, authOf(c))),
  )
  // GET /api/auth/me – who the caller is (token or secret key) → {user, via}; the CLI's `whoami`
  .get("/me", requireAuth, (c) => c.json(auth.whoAmI(authOf(c))))
  // POST /api/auth/logout – ends this session
  .post("/logout", requireAuth, async (c) => c.json(await auth.logout(c.var.deps, authOf(c))))
  // POST /api/auth/logout-others – ends every other session of the caller (the /logout page)
  .post("/logout-others", requireAuth, async (c) => c.json(await auth.logoutOthers(c.var.deps, authOf(c))))
  // POST /api/auth/user/update – the caller's display name, photo, settings and shortcuts
  .post("/user/update", requireAuth, async (c) => {
    // The original studio posts `{user: {...}}`; a bare object is accepted too.
    const body = await readJson(c);
    const input = parseWith(
      UserUpdateSchema,
      isPlainObject(body) && isPlainObject(body.user) ? body.user : body,
    );
    return c.json(await auth.updateOwnProfile(c.var.deps, authOf(c), input));
  });
