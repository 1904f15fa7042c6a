import type { ButtonConfig } from "@adstudio/form-engine";
import { Button, Group } from "@mantine/core";

export interface FormButtonsProps {
  buttons: readonly ButtonConfig[];
  disabled: ReadonlySet<string>;
  /** The button whose submit is running (it shows a spinner). */
  pending: string | null;
  onPress: (button: ButtonConfig) => void;
}

/** The first submit button is the form's own, so Enter in a field presses it (the form calls `onPress`). */
const formSubmitOf = (buttons: readonly ButtonConfig[]) =>
  buttons.find((button) => button.kind === "submit")?.name;

const VARIANTS: Record<ButtonConfig["kind"], string> = {
  submit: "filled",
  reset: "default",
  cancel: "subtle",
};

/** The template's buttons, in template order; a button disabled after its click stays so. */
export function FormButtons({ buttons, disabled, pending, onPress }: FormButtonsProps) {
  if (buttons.length === 0) return null;
  const formSubmit = formSubmitOf(buttons);
  return (
    <Group justify="flex-end" gap="sm">
      {buttons.map((button) => (
        <Button
          key={button.name}
          type={button.name === formSubmit ? "submit" : "button"}
          variant={VARIANTS[button.kind]}
          disabled={disabled.has(button.name)}
          loading={pending === button.name}
          data-button={button.name}
          onClick={button.name === formSubmit ? undefined : () => onPress(button)}
        >
          {button.label}
        </Button>
      ))}
    </Group>
  );
}
