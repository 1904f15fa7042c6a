import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { theme } from "../../app/theme";
import { useMockApi } from "../../test/msw";
import { sessionUser, useSignedIn } from "../../test/session";
import { signOut } from "../auth/session-store";
import { ShowcaseTopBar } from "../showcase/top-bar";

useMockApi();
useSignedIn(sessionUser({ companyName: ["c1"] }));

const contact = () => screen.getByRole("link", { name: "Contact" });

describe("the top bars' Contact link", () => {
  it("leads a signed-in person to the support page and a visitor to the contact form", async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <ShowcaseTopBar companyId="c1" company={{ name: "Acme", logo: "" }} />
      </MantineProvider>,
    );
    // The contact form is for guests only: it would send a signed-in person away without a word.
    expect(contact()).toHaveAttribute("href", "/studio/support");
    await act(() => signOut());
    expect(contact()).toHaveAttribute("href", "/studio/contact");
  });
});
