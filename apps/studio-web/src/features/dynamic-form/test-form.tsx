// Used only by the tests of this folder.
import type { FormValues, Template } from "@adstudio/form-engine";
import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { theme } from "../../app/theme";
import { DynamicForm, type DynamicFormProps } from "./dynamic-form";

/** A form with just a Save button, for field tests. */
export function withSave(template: Template): Template {
  return { ...template, buttons: template.buttons ?? [{ name: "save", label: "Save", kind: "submit" }] };
}

/** Renders a template; `submitted()` answers the values of the last submit. */
export function renderForm(template: Template, props: Partial<DynamicFormProps> = {}) {
  const onSubmit = vi.fn<(values: FormValues, button: string) => unknown>();
  const onCancel = vi.fn();
  const onInvalid = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <MantineProvider theme={theme} env="test">
      <DynamicForm
        template={template}
        onSubmit={onSubmit}
        onCancel={onCancel}
        onInvalid={onInvalid}
        {...props}
      />
    </MantineProvider>,
  );
  const submitted = () => {
    const call = onSubmit.mock.calls.at(-1);
    if (!call) throw new Error("the form was not submitted");
    return call[0];
  };
  return { ...view, user, onSubmit, onCancel, onInvalid, submitted };
}
