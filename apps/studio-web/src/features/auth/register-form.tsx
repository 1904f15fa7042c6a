import { RegisterFormSchema } from "@adstudio/core";
import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { PasswordField } from "../../lib/password-field";
import { showServerError } from "../../lib/server-errors";
import { useSchemaForm } from "../../lib/use-schema-form";
import { register } from "./session-store";

const FIELDS = ["displayName", "email", "password", "passwordConfirm"] as const;

interface RegisterFormProps {
  /** Called after the account was created and signed in, with the page to continue to. */
  onRegistered: (next: string) => void;
}

/**
 * The JWT registration form (spec studio §5): display name, email, password and its confirmation,
 * checked by core's RegisterFormSchema; submit stays disabled while anything is invalid. A taken email
 * (409) shows on the email input; a closed registration (403) and other failures in an alert.
 */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const form = useSchemaForm(RegisterFormSchema, {
    displayName: "",
    email: "",
    password: "",
    passwordConfirm: "",
  });
  const [failure, setFailure] = useState<string | null>(null);

  // The confirmation depends on the password: re-check it when the password changes after the fact.
  form.watch("password", () => {
    if (form.isTouched("passwordConfirm")) form.validateField("passwordConfirm");
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      onRegistered(await register(values.displayName.trim(), values.email.trim(), values.password));
    } catch (error) {
      setFailure(showServerError(form, error, FIELDS));
    }
  });

  // Every field is required, so inputs carry `required` without asterisks (which would also join the labels).
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Display name"
          name="displayName"
          autoComplete="name"
          required
          withAsterisk={false}
          {...form.getInputProps("displayName")}
        />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          withAsterisk={false}
          {...form.getInputProps("email")}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          withAsterisk={false}
          {...form.getInputProps("password")}
        />
        <PasswordField
          label="Password (Confirm)"
          name="passwordConfirm"
          autoComplete="new-password"
          required
          withAsterisk={false}
          {...form.getInputProps("passwordConfirm")}
        />
        {failure ? (
          <Alert color="red" variant="light" title="Registration failed">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth disabled={!form.isValid()} loading={form.submitting}>
          Register
        </Button>
      </Stack>
    </form>
  );
}
