import { canRemoveRow, pageRows, TABLE_PAGE_SIZE } from "@adstudio/form-engine";
import { ActionIcon, Button, Group, Input, Pagination, Stack, Table, Tooltip } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import type { FieldProps } from "../fields/field-props";
import { useDynamicForm } from "../form-runtime";
import { RenderField } from "../render-field";
import { ADD_MORE_LABEL } from "./labels";

interface ArrayTableProps extends FieldProps {
  count: number;
  editable: boolean;
  error: string | undefined;
}

/** A table array: one column per row field, 5 rows a page, inputs named '{label}, row {n}'. */
export function ArrayTable({ field, path, count, editable, error }: ArrayTableProps) {
  const runtime = useDynamicForm();
  const [page, setPage] = useState(1);
  const size = field.pageSize ?? TABLE_PAGE_SIZE;
  const indexes = Array.from({ length: count }, (_, index) => index);
  const shown = pageRows(indexes, page, size);
  const children = field.fields ?? [];
  // Inputs need room to show a date or a size; the table scrolls sideways on narrow screens instead.
  const columnWidth = (kind: string) => (kind === "computed" ? 120 : 150);
  const minWidth = children.reduce((sum, child) => sum + columnWidth(child.kind), 90);

  const add = () => {
    runtime.addRow(path);
    setPage(Math.ceil((count + 1) / size));
  };

  return (
    <Input.Wrapper label={field.label} description={field.description} error={error}>
      <Stack gap="sm" mt={4}>
        <Table.ScrollContainer minWidth={minWidth}>
          <Table withTableBorder verticalSpacing={6} aria-label={field.label}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>#</Table.Th>
                {children.map((child) => (
                  <Table.Th key={child.name} style={{ minWidth: columnWidth(child.kind) }}>
                    {child.label}
                    {child.kind !== "invalid" && child.required ? " *" : ""}
                  </Table.Th>
                ))}
                {editable ? <Table.Th w={44} /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.rows.map((index) => (
                <Table.Tr key={index} data-row={index}>
                  <Table.Td>{index + 1}</Table.Td>
                  {children.map((child) => (
                    <Table.Td key={child.name} style={{ verticalAlign: "top" }}>
                      <RenderField
                        field={child}
                        path={`${path}.${index}.${child.name}`}
                        ariaLabel={`${child.label}, row ${index + 1}`}
                      />
                    </Table.Td>
                  ))}
                  {editable ? (
                    <Table.Td style={{ verticalAlign: "top" }}>
                      {canRemoveRow(index) ? (
                        <Tooltip label="Remove row">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            mt={4}
                            aria-label={`Remove row ${index + 1}`}
                            onClick={() => runtime.removeRow(path, index)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between">
          {editable ? (
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
              {ADD_MORE_LABEL}
            </Button>
          ) : (
            <span />
          )}
          {shown.pageCount > 1 ? (
            <Pagination
              total={shown.pageCount}
              value={shown.page}
              onChange={setPage}
              size="sm"
              aria-label={`${field.label} pages`}
            />
          ) : null}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
