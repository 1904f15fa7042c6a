import type { AdType } from "@adstudio/core";
import { propsFor } from "@adstudio/creative/render";
import { Alert, Badge, Group, Loader, Stack, Text, Tooltip } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useMemo } from "react";
import { useEditor } from "../editor-context";
import { LAYER_KIND_INFO } from "../layers/layer-kinds";
import { shownDocument } from "../model/editor-store";
import { ConstraintsField } from "./constraints-field";
import { ContentField } from "./content-fields";
import { ELEMENT_FIELDS } from "./element-fields";
import { PropField } from "./prop-fields";
import classes from "./properties-panel.module.css";
import { sizeLabel as labelOf } from "./size-label";
import { elementsOf, useFormElements } from "./use-form-elements";

/**
 * The fields of one layer, as the Form Elements master data decides them for its kind and the ad's format
 * (visible/hidden-on-layer rules included), sorted by their `order`. Props are edited for the size being
 * shown: the base props, or that size's overrides.
 */
export function LayerProperties({ layerId }: { layerId: string }) {
  // As shown: a drag on the canvas or a scrub here updates the fields while it happens.
  const layer = useEditor((s) => shownDocument(s).layers[layerId]);
  const format = useEditor((s) => s.document.format) as AdType;
  const size = useEditor((s) => s.session.size);
  const baseSize = useEditor((s) => s.document.baseSize);
  const sizeLabel = useEditor((s) => labelOf(s.document, s.session.size));
  const elements = useFormElements();

  const fields = useMemo(() => {
    if (!layer || !elements.data) return [];
    const seen = new Set<string>();
    return elementsOf(elements.data, format, layer).flatMap((el) => {
      const field = ELEMENT_FIELDS[el.element];
      if (!field || seen.has(el.element)) return [];
      seen.add(el.element);
      return [{ element: el.element, field }];
    });
  }, [elements.data, format, layer]);

  if (!layer) return null;
  const { label: kindLabel, icon: KindIcon } = LAYER_KIND_INFO[layer.content.kind];
  const props = propsFor(layer, size, baseSize);
  const override = size === baseSize ? undefined : layer.overrides[size];

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        <KindIcon size={18} stroke={1.5} />
        <Text fw={600} size="sm" truncate flex={1}>
          {layer.name || kindLabel}
        </Text>
        <Badge variant="light" size="sm">
          {kindLabel}
        </Badge>
      </Group>
      {size !== baseSize && (
        <Tooltip label="Changes to size and style here apply to this size only; the base size keeps its values.">
          <Badge variant="outline" color="orange" size="sm">
            Editing {sizeLabel}
          </Badge>
        </Tooltip>
      )}
      {elements.isPending && (
        <Group gap="xs" c="dimmed">
          <Loader size="xs" />
          <Text size="sm">Loading the fields…</Text>
        </Group>
      )}
      {elements.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={16} />}
          title="The fields could not be loaded"
        >
          {elements.error.message}
        </Alert>
      )}
      {elements.isSuccess && fields.length === 0 && (
        <Text size="sm" c="dimmed">
          The form elements give this kind of layer no fields in this format.
        </Text>
      )}
      <div className={classes.grid}>
        {fields.map(({ element, field }) => (
          <div
            key={element}
            data-element={element}
            className={field.kind === "number" ? undefined : classes.wide}
          >
            {field.kind === "content" ? (
              <ContentField layer={layer} element={field.element} />
            ) : field.kind === "elsewhere" ? (
              <Text size="xs" c="dimmed">
                <b>{field.label}</b>: set in {field.where}.
              </Text>
            ) : (
              <PropField
                field={field}
                layer={layer}
                props={props}
                override={override}
                sizeLabel={sizeLabel}
              />
            )}
          </div>
        ))}
      </div>
      <ConstraintsField layerId={layerId} />
    </Stack>
  );
}
