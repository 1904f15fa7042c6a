import { AD_TYPES } from "@adstudio/core";
import { ActionIcon, Button, Fieldset, Group, Select, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useRef } from "react";

/** One row of a rule list as the form holds it: a format (or none yet) and comma-separated layer names. */
export interface RuleRow {
  /** Stable React key of the row; not sent to the server. */
  key: string;
  adType: string | null;
  layers: string;
}

let nextKey = 0;
/** A new row, blank or filled. */
export function ruleRow(adType: string | null = null, layers = ""): RuleRow {
  nextKey += 1;
  return { key: `rule-${nextKey}`, adType, layers };
}

export interface RuleListProps {
  /** The list's name ('Visible On Layers'); also the fieldset's accessible name. */
  label: string;
  description?: string;
  rules: RuleRow[];
  onChange: (rules: RuleRow[]) => void;
  /** Field errors of the form, keyed by path (`layerIdsForAdType.0.layers`). */
  errors?: Record<string, unknown>;
  /** The form path of the list, to find its errors. */
  path?: string;
}

/**
 * A rule list of a form element (`layerIdsForAdType`, `hideElementOnLayers`): rows of a format and the
 * layers it applies to. A format can be picked only once per list (spec studio §4), so formats used by
 * the other rows are disabled. An empty list shows one blank row to start from; blank rows are not saved.
 */
export function RuleList({ label, description, rules, onChange, errors = {}, path }: RuleListProps) {
  // The starting blank row keeps its key across renders, so its inputs are not remounted while in use.
  const blank = useRef<RuleRow>(ruleRow());
  const rows = rules.length > 0 ? rules : [blank.current];
  const update = (index: number, change: Partial<RuleRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const remove = (index: number) => onChange(rows.filter((_, i) => i !== index));
  const errorOf = (index: number, field: "adType" | "layers") => {
    const message = path ? errors[`${path}.${index}.${field}`] : undefined;
    return typeof message === "string" ? message : undefined;
  };
  const allUsed = rows.filter((row) => row.adType).length >= AD_TYPES.length;

  return (
    <Fieldset legend={label}>
      <Stack gap="sm">
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
        {rows.map((row, index) => {
          const usedElsewhere = new Set(rows.filter((_, i) => i !== index).map((other) => other.adType));
          return (
            <Group key={row.key} align="flex-start" wrap="nowrap" data-testid="rule-row">
              <Select
                // Not 'Ad Type' / 'Layers': those name the element's own fields above the rule lists.
                label="Format"
                placeholder="Choose an ad type"
                searchable
                clearable
                flex={1}
                data={AD_TYPES.map((type) => ({
                  value: type,
                  label: type,
                  disabled: usedElsewhere.has(type),
                }))}
                value={row.adType}
                onChange={(adType) => update(index, { adType })}
                error={errorOf(index, "adType")}
              />
              <TextInput
                label="Layer names"
                placeholder="Comma separated, e.g. image,text"
                flex={1}
                value={row.layers}
                onChange={(event) => update(index, { layers: event.currentTarget.value })}
                error={errorOf(index, "layers")}
              />
              <Tooltip label="Remove rule">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={`Remove rule ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          );
        })}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...rows, ruleRow()])}
            disabled={allUsed}
          >
            Add rule
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
