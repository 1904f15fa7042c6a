import { Paper, SimpleGrid, Text } from "@mantine/core";

/** One figure of the dashboard: what it counts, its value, and a line saying what it means. */
export interface FigureTile {
  label: string;
  value: string;
  hint: string;
}

export const wholeNumber = (n: number) => n.toLocaleString("en-US");

/**
 * Figures as a description list of tiles (label as `dt`, value and hint as `dd`), so a screen reader
 * reads each value with its label. `data-kpi` names the value for tests and scripts.
 */
export function FigureTiles({
  tiles,
  cols,
  valueSize = 26,
}: {
  tiles: FigureTile[];
  cols: number;
  valueSize?: number;
}) {
  return (
    <SimpleGrid cols={{ base: 2, md: cols }} component="dl" m={0}>
      {tiles.map((tile) => (
        <Paper key={tile.label} withBorder p="md" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {tile.label}
          </Text>
          <Text component="dd" m={0}>
            <Text span display="block" fz={valueSize} fw={700} data-kpi={tile.label}>
              {tile.value}
            </Text>
            <Text span display="block" size="xs" c="dimmed">
              {tile.hint}
            </Text>
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
