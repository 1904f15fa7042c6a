import type { FieldDescriptor, ResolvedLayout } from "@adstudio/form-engine";
import { Grid } from "@mantine/core";
import { useDynamicForm } from "./form-runtime";
import { RenderField } from "./render-field";

/** Theme spacing unit of a template's `spacing` (2 → 16 px, as in the original 8 px grid). */
const SPACING_UNIT_PX = 8;

export interface FieldGridProps {
  fields: readonly FieldDescriptor[];
  layout: ResolvedLayout;
  /** Value path of the row the fields sit in (`flights.2`); top-level fields have none. */
  prefix?: string;
}

/** Fields on a 12-column grid, each spanning what `columnSpan` gave it (full width on phones). */
export function FieldGrid({ fields, layout, prefix }: FieldGridProps) {
  const { visible } = useDynamicForm();
  return (
    <Grid gap={layout.spacing * SPACING_UNIT_PX}>
      {fields.map((field) => {
        const path = prefix ? `${prefix}.${field.name}` : field.name;
        // A hidden field takes no room.
        if (!visible.has(path)) return null;
        return (
          <Grid.Col key={field.name} span={{ base: 12, sm: field.span }} data-span={field.span}>
            <RenderField field={field} path={path} />
          </Grid.Col>
        );
      })}
    </Grid>
  );
}
