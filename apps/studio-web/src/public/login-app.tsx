import "./mantine-styles";
import { Anchor } from "@mantine/core";
import { StrictMode, startTransition, useState } from "react";
import { createRoot } from "react-dom/client";
import { ThemeProvider } from "../app/theme-provider";
import { LoginView } from "../features/auth/login-view";
import { PageTitle } from "./page-title";

/**
 * Once signed in, the studio takes over: a page load of where the sign-in said to go (the start page, or
 * /logout when the account is signed in elsewhere), where its auto-login finds the stored token. A page
 * load of /login remembers no earlier page, so this is where the studio's own login route goes too.
 */
function PublicLogin() {
  const [opening, setOpening] = useState(false);
  return (
    <>
      <PageTitle />
      <div aria-busy={opening || undefined}>
        <LoginView
          onSignedIn={({ next }) => {
            setOpening(true);
            globalThis.location.assign(next);
          }}
          // No router here: plain links load the studio's pages.
          link={(to, text) => <Anchor href={to}>{text}</Anchor>}
        />
      </div>
    </>
  );
}

/** Replaces the server's picture of the sign-in card with the working form. */
export function mountLogin(): void {
  const root = createRoot(document.getElementById("root") as HTMLElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <ThemeProvider>
          <PublicLogin />
        </ThemeProvider>
      </StrictMode>,
    );
  });
}
