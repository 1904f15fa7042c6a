import { expect, test } from "../support/fixtures";
import { consoleProblems, loginButton } from "../support/ui";

test("the server is healthy and serves the studio's sign-in page", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok", database: "ok" });

  // A header the browser cannot apply (an unknown Permissions-Policy feature) is a warning on every page.
  const problems = consoleProblems(page);
  const response = await page.goto("/login");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toContain("text/html");
  await expect(loginButton(page)).toBeVisible();
  expect(problems).toEqual([]);
});
