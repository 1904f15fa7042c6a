import { canRemoveRow, DEFAULT_LAYOUT, getIn } from "@adstudio/form-engine";
import { ActionIcon, Button, Group, Input, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { FieldGrid } from "../field-grid";
import { type FieldProps, useField } from "../fields/field-props";
import { ArrayTable } from "./array-table";
import { ADD_MORE_LABEL } from "./labels";

/**
 * `array`: rows of the field's child fields. It always keeps at least one row; every row but the first
 * can be removed; 'Add more' appends a row with the children's defaults. A `table` layout shows the rows
 * as a table, 5 to a page.
 */
export function ArrayField(props: FieldProps) {
  const { runtime, bound } = useField(props);
  const { field, path } = props;
  const rows = getIn(runtime.form.values, path);
  const count = Array.isArray(rows) ? rows.length : 0;
  const editable = !(field.disabled || runtime.readOnly);
  const arrayError = typeof bound.error === "string" ? bound.error : undefined;
  if (field.table) return <ArrayTable {...props} count={count} editable={editable} error={arrayError} />;

  return (
    <Input.Wrapper label={field.label} description={field.description} error={arrayError}>
      <Stack gap="sm" mt={4}>
        {Array.from({ length: count }, (_, index) => (
          // Rows have no ids of their own: their position is their identity, as in the value paths.
          <Paper
            key={index}
            withBorder
            p="sm"
            radius="sm"
            aria-label={`${field.label} ${index + 1}`}
            component="fieldset"
          >
            <Group justify="space-between" mb="xs">
              <Text size="sm" fw={600}>
                {field.label} {index + 1}
              </Text>
              {editable && canRemoveRow(index) ? (
                <Tooltip label="Remove row">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${field.label} ${index + 1}`}
                    onClick={() => runtime.removeRow(path, index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
            <FieldGrid
              fields={field.fields ?? []}
              layout={field.layout ?? DEFAULT_LAYOUT}
              prefix={`${path}.${index}`}
            />
          </Paper>
        ))}
        {editable ? (
          <Group>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => runtime.addRow(path)}>
              {ADD_MORE_LABEL}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
