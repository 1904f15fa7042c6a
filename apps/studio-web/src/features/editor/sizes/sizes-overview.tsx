import { sizeLabel } from "@adstudio/creative/resize";
import { Badge, Group, List, Modal, Paper, Progress, Stack, Text, UnstyledButton } from "@mantine/core";
import { useMemo } from "react";
import { checkSavedAd, kilobytes } from "../../ads/details/checks";
import { CanvasFrame } from "../canvas/canvas-frame";
import { useEditor } from "../editor-context";
import { checksOfSize } from "./size-checks";
import classes from "./sizes.module.css";

/** The largest box a size's render is drawn in; smaller sizes are shown at 100 %. */
const THUMB = { width: 480, height: 320 };

/**
 * Every size of the ad side by side, each the canvas's own live render of the page being edited (so an
 * edit shows in all of them), with the size's weight and issues; choosing one opens it in the editor.
 */
export function SizesOverview({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="All sizes" fullScreen>
      {opened ? <Overview onOpen={onClose} /> : null}
    </Modal>
  );
}

function Overview({ onOpen }: { onOpen: () => void }) {
  const document = useEditor((s) => s.document);
  const page = useEditor((s) => s.session.page);
  const shown = useEditor((s) => s.session.size);
  const showSize = useEditor((s) => s.showSize);
  const checks = useMemo(() => checkSavedAd(document), [document]);
  return (
    <div className={classes.overview}>
      {Object.entries(document.teaser).map(([size, stage]) => {
        const zoom = Math.min(1, THUMB.width / stage.width, THUMB.height / stage.height);
        const label = sizeLabel(size);
        const { weight, issues } = checksOfSize(checks, size);
        return (
          <Paper key={size} withBorder p="sm" radius="md" component="section" aria-label={label}>
            <Group justify="space-between" mb="xs" gap="xs">
              <Text fw={600}>{label}</Text>
              <Group gap={4}>
                {size === document.baseSize ? <Badge variant="light">Base</Badge> : null}
                {size === shown ? (
                  <Badge variant="outline" color="gray">
                    Editing
                  </Badge>
                ) : null}
              </Group>
            </Group>
            <UnstyledButton
              className={classes.thumb}
              style={{ width: stage.width * zoom, height: stage.height * zoom }}
              aria-label={`Open ${label} in the editor`}
              onClick={() => {
                showSize(size);
                onOpen();
              }}
            >
              <CanvasFrame
                document={document}
                size={size}
                page={page}
                width={stage.width}
                height={stage.height}
                zoom={zoom}
              />
            </UnstyledButton>
            <Stack gap={4} mt="xs" maw={THUMB.width}>
              {weight ? (
                <>
                  <Text size="xs">
                    Weight {kilobytes(weight.initialBytes)} of {kilobytes(weight.budgetBytes)} ·{" "}
                    {weight.requests} {weight.requests === 1 ? "request" : "requests"}
                  </Text>
                  <Progress
                    size="xs"
                    value={Math.min(100, (weight.initialBytes / weight.budgetBytes) * 100)}
                    color={weight.initialBytes > weight.budgetBytes ? "red" : "teal"}
                    aria-label={`${label} weight`}
                  />
                </>
              ) : null}
              {issues.length === 0 ? (
                <Text size="xs" c="teal.9">
                  No issues in this size.
                </Text>
              ) : (
                <List size="xs" spacing={2} aria-label={`Issues in ${label}`}>
                  {issues.map((issue) => (
                    <List.Item
                      key={`${issue.code}:${issue.path}`}
                      c={issue.severity === "error" ? "red.9" : "yellow.9"}
                    >
                      {issue.message}
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </Paper>
        );
      })}
    </div>
  );
}
