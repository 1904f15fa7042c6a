import { formatOf } from "@adstudio/creative/formats";
import { ActionIcon, Group, ScrollArea, Text, Tooltip } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useEditor, useEditorStore } from "../editor-context";
import {
  addPageCommand,
  deletePageCommand,
  duplicatePageCommand,
  movePageCommand,
  renamePageCommand,
  setPageDurationCommand,
} from "../model/commands/pages";
import { PageTile } from "./page-tile";

/** Why a page cannot be added: the format's page limit (the same words as `validate`), or null. */
export function pageLimitMessage(format: string, pages: number): string | null {
  const spec = formatOf(format);
  const max = spec.limits.maxPages;
  return pages >= max ? `${spec.label} ads have at most ${max} ${max === 1 ? "page" : "pages"}.` : null;
}

/**
 * The pages (or scenes) of the ad as a strip: choose the page being edited, add, duplicate, rename,
 * reorder and delete pages, and set a story page's duration. Each command is one undo step.
 */
export function PageStrip() {
  const store = useEditorStore();
  const pages = useEditor((s) => s.document.pages);
  const format = useEditor((s) => s.document.format);
  const currentPage = useEditor((s) => s.session.page);
  const spec = formatOf(format);
  const timed = spec.structure.kind === "canvas" && spec.structure.paging === "story";
  const addBlocked = pageLimitMessage(format, pages.length);
  const { run, showPage } = store.getState();

  return (
    <Group gap="xs" wrap="nowrap" align="stretch" aria-label="Pages" role="group">
      <ScrollArea type="auto" offsetScrollbars style={{ flex: 1 }}>
        <Group gap="xs" wrap="nowrap" align="stretch" py={2}>
          {pages.map((page, index) => (
            <PageTile
              key={page.id}
              page={page}
              number={index + 1}
              count={pages.length}
              current={page.id === currentPage}
              timed={timed}
              addBlocked={addBlocked}
              onSelect={() => showPage(page.id)}
              onRename={(name) => run(renamePageCommand, { page: page.id, name })}
              onDuplicate={() => run(duplicatePageCommand, { page: page.id })}
              onMove={(delta) => run(movePageCommand, { page: page.id, delta })}
              onDelete={() => run(deletePageCommand, { page: page.id })}
              onDuration={(ms) =>
                run(setPageDurationCommand, { page: page.id, ms }, { coalesce: `page-duration:${page.id}` })
              }
            />
          ))}
        </Group>
      </ScrollArea>
      <Tooltip label="Add page" disabled={addBlocked !== null}>
        <ActionIcon
          variant="light"
          size="lg"
          aria-label="Add page"
          data-disabled={addBlocked !== null || undefined}
          aria-disabled={addBlocked !== null}
          onClick={() => addBlocked === null && run(addPageCommand, undefined)}
          style={{ alignSelf: "center" }}
        >
          <IconPlus size={18} />
        </ActionIcon>
      </Tooltip>
      {addBlocked !== null && (
        <Text size="xs" c="dimmed" style={{ alignSelf: "center" }} maw={140}>
          {addBlocked}
        </Text>
      )}
    </Group>
  );
}
