import { LoginSchema } from "@adstudio/core";
import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { PasswordField } from "../../lib/password-field";
import { showServerError } from "../../lib/server-errors";
import { useSchemaForm } from "../../lib/use-schema-form";
import { type SignInResult, signIn } from "./session-store";

const FIELDS = ["email", "password"] as const;

export interface LoginFormProps {
  /** Called after a successful sign-in with where to go next (`result.next`). */
  onSignedIn: (result: SignInResult) => void;
}

/**
 * Sign-in with a username or email and a password (spec studio §4, §5). The button stays disabled until
 * both fields pass core's LoginSchema; the server's field errors land on the inputs, anything else
 * (e.g. too many attempts) in an alert above the button.
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const form = useSchemaForm(LoginSchema, { email: "", password: "" });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      onSignedIn(await signIn(values.email.trim(), values.password));
    } catch (error) {
      // 'username' is the same input as 'email' here: the field takes either.
      setFailure(showServerError(form, error, FIELDS, { username: "email" }));
    }
  });

  // Every field is required, so inputs carry `required` without asterisks (which would also join the labels).
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Username or email"
          name="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          withAsterisk={false}
          {...form.getInputProps("email")}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          {...form.getInputProps("password")}
        />
        {failure ? (
          <Alert color="red" variant="light" title="Sign-in failed">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth disabled={!form.isValid()} loading={form.submitting}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
