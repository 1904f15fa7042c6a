import type { FormElementBody, FormElementRecord } from "@adstudio/api-client";
import { AD_TYPES, ELEMENT_NAMES, FormElementSchema, LAYER_KINDS } from "@adstudio/core";
import { MultiSelect, NumberInput, Paper, Select, SimpleGrid, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { formElementsKeys, saveFormElement } from "../../../../../features/form-elements/queries";
import { EditorFrame, useCan, useSaveRecord, validateOrToast } from "../../../../../features/master-data";
import { type FormElementValues, formElementInput, formElementValues } from "./form-element-values";
import { RuleList, type RuleRow } from "./rule-list";

/** The form-element form (spec studio §2 'Master-data routes', §3, §4, §5). */
export function FormElementEditor({ element }: { element: FormElementRecord | null }) {
  const allowed = useCan(element ? "updateFormElements" : "createFormElements");
  const form = useForm<FormElementValues>({ mode: "controlled", initialValues: formElementValues(element) });
  const save = useSaveRecord({
    mode: element ? "edit" : "create",
    save: (body: FormElementBody) => saveFormElement(element?._id ?? null, body),
    invalidate: formElementsKeys.all,
    listPath: "/studio/formElements",
    form,
  });

  // A changed rule list drops the messages its rows showed; their indices may no longer match.
  const setRules = (list: "layerIdsForAdType" | "hideElementOnLayers", rules: RuleRow[]) => {
    form.setFieldValue(list, rules);
    form.setErrors(
      Object.fromEntries(Object.entries(form.errors).filter(([path]) => !path.startsWith(list))),
    );
  };

  const onSave = () => {
    const { input, formPath } = formElementInput(form.getValues());
    const errorTarget = {
      setErrors: (errors: Record<string, string>) =>
        form.setErrors(
          Object.fromEntries(Object.entries(errors).map(([path, text]) => [formPath(path), text])),
        ),
    };
    const body = validateOrToast(FormElementSchema, input, errorTarget);
    if (body) save.mutate(body);
  };

  return (
    <EditorFrame
      title={element ? element.element : "Create Form Element"}
      caption={element ? "Edit Form Element" : "A property control of the ad editor and where it shows."}
      backTo="/studio/formElements"
      backLabel="Back to the element list"
      canSave={allowed}
      saving={save.isPending}
      onSave={onSave}
    >
      <Stack>
        <Paper withBorder p="lg">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Form Element"
                searchable
                placeholder="Choose an element"
                data={[...ELEMENT_NAMES]}
                {...form.getInputProps("element")}
              />
              <NumberInput
                label="Order"
                min={0}
                max={1_000_000}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps("order")}
              />
            </SimpleGrid>
            <MultiSelect
              label="Ad Type"
              searchable
              clearable
              placeholder="Choose formats"
              data={[...AD_TYPES]}
              {...form.getInputProps("adType")}
            />
            <MultiSelect
              label="Layers"
              clearable
              placeholder="Choose layer kinds"
              data={[...LAYER_KINDS]}
              {...form.getInputProps("layers")}
            />
          </Stack>
        </Paper>
        <RuleList
          label="Visible On Layers"
          description="Per format, show the element only on these layers."
          path="layerIdsForAdType"
          rules={form.values.layerIdsForAdType}
          onChange={(rules) => setRules("layerIdsForAdType", rules)}
          errors={form.errors}
        />
        <RuleList
          label="Hidden On Layers"
          description="Per format, hide the element on these layers."
          path="hideElementOnLayers"
          rules={form.values.hideElementOnLayers}
          onChange={(rules) => setRules("hideElementOnLayers", rules)}
          errors={form.errors}
        />
      </Stack>
    </EditorFrame>
  );
}
