import { expect, test } from "../support/fixtures";
import { expectPath } from "../support/ui";

const MANDATORY = "This is a mandatory field";

test.describe("contact form", () => {
  test("is linked from the sign-in page and Cancel returns there", async ({ page }) => {
    await page.goto("/login");
    await page
      .getByRole("link", { name: /contact/i })
      .first()
      .click();
    await expectPath(page, "/studio/contact");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expectPath(page, "/login");
  });

  test("marks every empty field as mandatory, then sends a filled form", async ({ page }) => {
    await page.goto("/studio/contact");
    const submit = page.getByRole("button", { name: "Submit" });
    await submit.click();
    await expect(page.getByText(MANDATORY)).toHaveCount(4);

    await page.getByLabel("Name").fill("E2E Visitor");
    await expect(page.getByText(MANDATORY)).toHaveCount(3);
    await page.getByLabel("Email").fill("visitor@e2e.example.com");
    await page.getByLabel("Subject").fill("A question about rich media");
    await page.getByLabel("Message").fill("Do you support 970x250 billboards with video?");
    await expect(page.getByText(MANDATORY)).toHaveCount(0);

    const sent = page.waitForResponse(
      (response) => response.url().endsWith("/api/mail-send") && response.request().method() === "POST",
    );
    await submit.click();
    const response = await sent;
    expect(response.ok(), await response.text()).toBe(true);
    expect(response.request().postDataJSON()).toEqual({
      name: "E2E Visitor",
      email: "visitor@e2e.example.com",
      subject: "A question about rich media",
      message: "Do you support 970x250 billboards with video?",
    });
    // Sent: a notice confirms it and the form starts over.
    await expect(page.getByText("Your message has been sent.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
  });
});
