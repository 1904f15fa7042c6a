import { Anchor } from "@mantine/core";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { LoginView } from "../features/auth/login-view";

// GET /login – sign-in page without chrome, guests only (spec studio §1, §2). A page load of /login
// gets the public entry (src/public/) instead; this route serves the studio's own redirects to /login.
export const Route = createFileRoute("/login")({
  component: LoginPage,
});

function LoginPage() {
  const navigate = useNavigate();
  return (
    <LoginView
      onSignedIn={({ next }) => void navigate({ href: next, replace: true })}
      link={(to, text) => (
        <Anchor component={Link} to={to}>
          {text}
        </Anchor>
      )}
    />
  );
}
