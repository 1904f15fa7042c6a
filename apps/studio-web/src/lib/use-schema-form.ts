import { validateInput } from "@adstudio/core";
import { useForm } from "@mantine/form";
import type { GenericSchema } from "valibot";

/**
 * A Mantine form checked by one of core's valibot schemas, so the form shows the spec's exact messages
 * (the API checks the same schema). A field is checked as the user types and when they leave it; a
 * server error set with `form.setErrors` stays until that field is edited.
 */
export function useSchemaForm<TValues extends Record<string, string>>(
  schema: GenericSchema,
  initialValues: TValues,
) {
  return useForm<TValues>({
    mode: "controlled",
    initialValues,
    validateInputOnChange: true,
    validateInputOnBlur: true,
    validate: (values) => {
      const result = validateInput(schema, values);
      return result.success ? {} : result.errors;
    },
  });
}
