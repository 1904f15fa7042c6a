import type { ButtonConfig, FieldOption, FormValues, Template } from "@adstudio/form-engine";
import { Box, Stack } from "@mantine/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { withoutUnregistered } from "./field-paths";
import { FormButtons } from "./form-buttons";
import { DynamicFormContext } from "./form-runtime";
import { FormSection } from "./form-section";
import { useFormRuntime } from "./use-form-runtime";

export interface DynamicFormProps {
  template: Template;
  /** A loaded record's values; without them the form starts from the template's defaults. */
  initialValues?: FormValues | undefined;
  /** Choices supplied at render time, by template key (e.g. companies for `advertiserCompany`). */
  fieldOptions?: Record<string, FieldOption[]> | undefined;
  /**
   * A submit button was pressed and the values pass the template: they come without the fields the
   * button unregisters, computed fields recomputed. A rejected promise re-enables the button, and an
   * error carrying `errors` (a 400 answer) puts those messages on the fields.
   */
  onSubmit: (values: FormValues, button: string) => unknown;
  /** A cancel button was pressed. */
  onCancel?: () => void;
  /** A submit was refused by the template's rules: the first message, and every message by path. */
  onInvalid?: (message: string, errors: Record<string, string>) => void;
  readOnly?: boolean;
}

function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (typeof error !== "object" || error === null || !("errors" in error)) return null;
  const { errors } = error as { errors?: unknown };
  return typeof errors === "object" && errors !== null ? (errors as Record<string, string>) : null;
}

/**
 * Renders any dynamic-form template (spec shell §3–§5) with Mantine: sections (titled ones collapse),
 * fields laid out by the template's columns, and its buttons. Reset restores the starting values, cancel
 * calls `onCancel`, any other button validates and submits with the pressed button's name; a button is
 * disabled after its click (per its `disableOnClick`) until the form is edited again, or for a submit
 * until it fails.
 */
export function DynamicForm(props: DynamicFormProps) {
  const { runtime, compiled, resolver, edits, showAllErrors, restore, start } = useFormRuntime(props);
  const [disabled, setDisabled] = useState<ReadonlySet<string>>(() => new Set());
  const [pending, setPending] = useState<string | null>(null);
  const mounted = useRef(true);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  // An edit brings back the buttons disabled by a click, except a submit that is still running.
  useEffect(() => {
    setDisabled((current) => (current.size === 0 || pending ? current : new Set()));
  }, [edits]);

  const enable = (name: string) =>
    setDisabled((current) => {
      const next = new Set(current);
      next.delete(name);
      return next;
    });

  const submit = async (button: ButtonConfig, values: FormValues, disable: boolean) => {
    const errors = withoutUnregistered(
      resolver(runtime.form.getValues()) as Record<string, string>,
      button.unregister ?? [],
    );
    const [first] = Object.values(errors);
    if (first !== undefined) {
      showAllErrors();
      props.onInvalid?.(first, errors);
      // Bring the first field with a message into view once the messages are drawn.
      requestAnimationFrame(() =>
        formRef.current?.querySelector('[aria-invalid="true"]')?.scrollIntoView({ block: "center" }),
      );
      return;
    }
    if (disable) setDisabled((current) => new Set(current).add(button.name));
    setPending(button.name);
    try {
      await props.onSubmit(values, button.name);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (mounted.current) {
        if (fieldErrors) runtime.form.setErrors(fieldErrors);
        enable(button.name);
      }
    } finally {
      if (mounted.current) setPending(null);
    }
  };

  const press = (button: ButtonConfig) => {
    if (pending) return;
    const action = compiled.press(button.name, compiled.recompute(runtime.form.getValues()));
    if (action.type === "submit") {
      void submit(button, action.values, action.disable);
      return;
    }
    if (action.disable) setDisabled((current) => new Set(current).add(button.name));
    if (action.type === "reset") restore(props.initialValues ? start : action.values);
    else props.onCancel?.();
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field presses the first submit button.
    const first = compiled.buttons.find((button) => button.kind === "submit");
    if (first && !disabled.has(first.name)) press(first);
  };

  return (
    <DynamicFormContext.Provider value={runtime}>
      <Box ref={formRef} component="form" noValidate onSubmit={onFormSubmit} aria-label={compiled.title}>
        <Stack gap="lg">
          {compiled.sections.map((section, index) => (
            <FormSection key={section.title ?? `section-${index}`} section={section} />
          ))}
          {props.readOnly ? null : (
            <FormButtons buttons={compiled.buttons} disabled={disabled} pending={pending} onPress={press} />
          )}
        </Stack>
      </Box>
    </DynamicFormContext.Provider>
  );
}
