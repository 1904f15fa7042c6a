import type { AdDocument } from "@adstudio/creative/document";
import { CUSTOM_SIZE_MAX, CUSTOM_SIZE_MIN } from "@adstudio/creative/formats";
import { addSizeProblem } from "@adstudio/creative/resize";
import { Button, Group, NumberInput, Text } from "@mantine/core";
import { useState } from "react";
import { customSizeKey } from "./size-options";

/**
 * Width and height of a custom size, checked as the API checks it (`addSizeProblem`), so a size it
 * would refuse is explained here and never sent.
 */
export function CustomSizeForm({ document, onAdd }: { document: AdDocument; onAdd: (key: string) => void }) {
  const [width, setWidth] = useState<number | string>("");
  const [height, setHeight] = useState<number | string>("");
  const complete = typeof width === "number" && typeof height === "number";
  const key = complete ? customSizeKey(width, height) : null;
  const problem = key ? addSizeProblem(document, key) : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (key && !problem) onAdd(key);
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <NumberInput
          label="Width"
          size="xs"
          w={84}
          min={CUSTOM_SIZE_MIN}
          max={CUSTOM_SIZE_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={width}
          onChange={setWidth}
        />
        <NumberInput
          label="Height"
          size="xs"
          w={84}
          min={CUSTOM_SIZE_MIN}
          max={CUSTOM_SIZE_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={height}
          onChange={setHeight}
        />
        <Button type="submit" size="xs" disabled={!key || problem !== null}>
          Add custom size
        </Button>
      </Group>
      {problem ? (
        <Text size="xs" c="red.8" mt={4} maw={300} role="alert">
          {problem}
        </Text>
      ) : null}
    </form>
  );
}
