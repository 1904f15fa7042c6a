import { type FigureCounts, formatPercent, ratesOf } from "@adstudio/core";
import { Table } from "@mantine/core";

/** A figure column of the dashboard's tables: its header and how a row's cell is written. */
export interface FigureColumn<Row> {
  title: string;
  cell: (row: Row) => string;
}

const whole = (n: number) => n.toLocaleString("en-US");
/** Figures stay on one line ("12.5 %"); names may wrap. */
const NUMBER = { whiteSpace: "nowrap" } as const;
type Rate = keyof ReturnType<typeof ratesOf>;
const rate = (title: string, of: Rate): FigureColumn<FigureCounts> => ({
  title,
  cell: (row) => formatPercent(ratesOf(row)[of]),
});

/** The figures a table may show of a row of counts. */
export const FIGURES = {
  impressions: { title: "Impressions", cell: (row) => whole(row.impressions) },
  viewableRate: rate("Viewable rate", "viewableRate"),
  clicks: { title: "Clicks", cell: (row) => whole(row.clicks) },
  ctr: rate("CTR", "ctr"),
  interactions: { title: "Interactions", cell: (row) => whole(row.interactions) },
  engagementRate: rate("Engagement rate", "engagementRate"),
} satisfies Record<string, FigureColumn<FigureCounts>>;

/** A count that is not a row of counts (a layer's interactions), written like the others. */
export const countColumn = <Row,>(title: string, count: (row: Row) => number): FigureColumn<Row> => ({
  title,
  cell: (row) => whole(count(row)),
});

/** The figure columns' headers, right-aligned over their numbers. */
export function FigureHeads<Row>({ columns }: { columns: readonly FigureColumn<Row>[] }) {
  return (
    <>
      {columns.map(({ title }) => (
        <Table.Th key={title} ta="right">
          {title}
        </Table.Th>
      ))}
    </>
  );
}

/** One row's figure cells, right-aligned under their headers. */
export function FigureCells<Row>({ row, columns }: { row: Row; columns: readonly FigureColumn<Row>[] }) {
  return (
    <>
      {columns.map(({ title, cell }) => (
        <Table.Td key={title} ta="right" style={NUMBER}>
          {cell(row)}
        </Table.Td>
      ))}
    </>
  );
}
