import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.js";
import { publicShell, routePreloads, withLowPriorityScripts } from "../../http/route-preloads.js";

/**
 * GET /login – the public pages' shell (http/route-preloads.ts publicShell: their own small entry, no
 * studio code) with a static picture of the sign-in card inside `#root` (issue 34: on a phone the first
 * paint waited 3.5 s for the studio's scripts) and modulepreload links for the login page's chunks,
 * which otherwise load only once the entry has run. React replaces the picture when it
 * renders. Its fields and button are disabled (nothing typed before then can be lost) and the page is
 * marked busy. Without a built studio the request falls through to the static handler's own answer.
 */
export const loginPage = createMiddleware<AppEnv>(async (c, next) => {
  const studioDir = c.var.deps.config.studioDir;
  const shell = await publicShell(studioDir);
  if (!shell) return next();
  const { html } = shell;
  const preloads = await routePreloads(studioDir, html, shell.keys.login, shell.manifest);
  c.header("Cache-Control", "no-cache");
  c.header("Content-Type", "text/html; charset=utf-8");
  return c.body(withLowPriorityScripts(withLoginPicture(html, preloads)), 200);
});

/**
 * As the studio's AuthCard and LoginForm draw it with Mantine's defaults and the studio's theme (sizes in
 * px: h2 26, sm text 14, inputs and button 36 high, card padding 20, 32 from 768 px). Class names are
 * prefixed so they meet nothing of the studio's.
 */
const LOGIN_STYLE = `<style>
.lk-page{display:flex;align-items:center;justify-content:center;min-height:100dvh;padding:32px 16px;box-sizing:border-box;background:#f8f9fa;color:#000;font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.55}
.lk-box{width:100%;max-width:440px}
.lk-brand{display:flex;justify-content:center;align-items:center;gap:10px;margin-bottom:20px;font-size:20px;font-weight:700}
.lk-card{padding:20px;border:1px solid #dee2e6;border-radius:8px;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.05),0 10px 15px -5px rgba(0,0,0,.05),0 7px 7px -5px rgba(0,0,0,.04)}
.lk-card h1{margin:0 0 10px;font-size:26px;line-height:1.35;text-align:center}
.lk-card p{margin:0;font-size:14px;text-align:center}
.lk-desc{color:#62686f;margin-bottom:20px!important}
.lk-form{display:flex;flex-direction:column;gap:16px;margin-bottom:20px}
.lk-form label{display:flex;flex-direction:column;gap:2px;font-size:14px;font-weight:600}
.lk-form input,.lk-form button{box-sizing:border-box;height:36px;margin:0;border-radius:8px;font:inherit}
.lk-form input{padding:0 12px;border:1px solid #ced4da;background:#fff}
.lk-form button{border:0;background:#e9ecef;color:#adb5bd;font-weight:600}
.lk-card a{color:#3b5bdb}
@media (min-width:768px){.lk-card{padding:32px}}
</style>`;

const LOGIN_PICTURE = [
  `<main class="lk-page" aria-busy="true"><div class="lk-box">`,
  `<div class="lk-brand"><img src="/favicon.svg" alt="" width="40" height="40"><span>Adstudio</span></div>`,
  `<div class="lk-card"><h1>Welcome back</h1>`,
  `<p class="lk-desc">Sign in to Adstudio with your username or email.</p>`,
  `<div class="lk-form">`,
  `<label>Username or email<input type="text" autocomplete="username" disabled></label>`,
  `<label>Password<input type="password" autocomplete="current-password" disabled></label>`,
  `<button type="button" disabled>Login</button></div>`,
  `<p>Don't have an account? <a href="/studio/contact">Contact the provider</a> to get one, or <a href="/register">register</a>.</p>`,
  `</div></div></main>`,
].join("");

/** The studio's page with the preloads and style in its head and the picture in `#root`. */
export function withLoginPicture(html: string, preloads: string): string {
  return html
    .replace("</head>", () => `  ${[preloads, LOGIN_STYLE].filter(Boolean).join("\n    ")}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${LOGIN_PICTURE}</div>`);
}
