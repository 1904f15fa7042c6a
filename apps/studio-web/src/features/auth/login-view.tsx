import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { AuthCard } from "./auth-card";
import { LoginForm, type LoginFormProps } from "./login-form";

/** The pages the sign-in card links to, for guests without an account. */
export type LoginLinkTarget = "/studio/contact" | "/register";

interface LoginViewProps extends LoginFormProps {
  /**
   * Draws a link: the studio's router link inside the studio; a plain one on the public /login page,
   * which has no router (issue 34: its first load carries no studio code).
   */
  link: (to: LoginLinkTarget, text: string) => ReactNode;
}

/** The sign-in page (spec studio §1, §2): the card, the form and the way to get an account. */
export function LoginView({ onSignedIn, link }: LoginViewProps) {
  return (
    <AuthCard title="Welcome back" description="Sign in to Adstudio with your username or email.">
      <Stack gap="lg">
        <LoginForm onSignedIn={onSignedIn} />
        <Text size="sm" ta="center">
          Don't have an account? {link("/studio/contact", "Contact the provider")} to get one, or{" "}
          {link("/register", "register")}.
        </Text>
      </Stack>
    </AuthCard>
  );
}
