import { Group, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconSelector } from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface SortState {
  /** The API's sort field. */
  field: string;
  direction: 1 | -1;
}

interface SortTitleProps {
  title: ReactNode;
  field: string;
  sort: SortState | undefined;
  onSort: (sort: SortState) => void;
}

/**
 * A sortable column's header: a button inside the header cell, so the cell keeps its `columnheader`
 * role and its plain name ('Role Name'); the arrow is decoration, the state goes in the tooltip text.
 */
export function SortTitle({ title, field, sort, onSort }: SortTitleProps) {
  const active = sort?.field === field;
  const Icon = !active ? IconSelector : sort.direction === 1 ? IconArrowUp : IconArrowDown;
  const state = !active ? "not sorted" : sort.direction === 1 ? "sorted ascending" : "sorted descending";
  return (
    <UnstyledButton
      onClick={() => onSort({ field, direction: active && sort.direction === 1 ? -1 : 1 })}
      title={`Sort (${state})`}
      data-sorted={active ? (sort.direction === 1 ? "asc" : "desc") : undefined}
      fw="inherit"
      fz="inherit"
      w="100%"
    >
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <span>{title}</span>
        <Icon size={14} aria-hidden stroke={1.6} opacity={active ? 1 : 0.5} />
      </Group>
    </UnstyledButton>
  );
}
