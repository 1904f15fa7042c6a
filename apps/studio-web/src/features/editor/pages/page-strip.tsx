import { formatOf } from "@adstudio/creative/formats";
import { ActionIcon, Group, ScrollArea, Text, Tooltip } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useEditor, useEditorStore } from "../editor-context";
import { addPage, duplicatePage, movePage, removePage } from "./page-ops";
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
  const { edit, showPage } = store.getState();

  const add = () => {
    let id = "";
    edit("Add page", (d) => {
      id = addPage(d, store.getState().session.page);
    });
    if (id) showPage(id);
  };

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
              onRename={(name) =>
                edit("Rename page", (d) => {
                  const target = d.pages.find((p) => p.id === page.id);
                  if (target) target.name = name;
                })
              }
              onDuplicate={() => {
                let id: string | null = null;
                edit("Duplicate page", (d) => {
                  id = duplicatePage(d, page.id);
                });
                if (id) showPage(id);
              }}
              onMove={(delta) => edit("Move page", (d) => movePage(d, page.id, delta))}
              onDelete={() => edit("Delete page", (d) => removePage(d, page.id))}
              onDuration={(ms) =>
                edit(
                  "Page duration",
                  (d) => {
                    const target = d.pages.find((p) => p.id === page.id);
                    if (!target) return;
                    if (ms === undefined) delete target.durationMs;
                    else target.durationMs = ms;
                  },
                  { coalesce: `page-duration:${page.id}` },
                )
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
          onClick={() => addBlocked === null && add()}
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
