import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useId } from "react";

/**
 * Mantine's PasswordInput (9.7) marks its inner input invalid only with `data-invalid`; screen readers
 * need `aria-invalid` and a link to the error text, which TextInput already provides.
 */
export function PasswordField(props: PasswordInputProps) {
  const fallbackId = useId();
  const id = props.id ?? fallbackId;
  const invalid = Boolean(props.error);
  return (
    <PasswordInput
      {...props}
      id={id}
      aria-invalid={invalid}
      aria-describedby={invalid ? `${id}-error` : undefined}
    />
  );
}
