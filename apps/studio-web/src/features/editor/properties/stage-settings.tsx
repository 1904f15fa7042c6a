import { ColorInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEditor, useEditorStore } from "../editor-context";
import { renamePageCommand, setPageBackgroundCommand } from "../model/commands/pages";
import { setStageBackgroundCommand } from "../model/commands/stage";
import { eyeDropperProps, hexColour, useDraft } from "./prop-fields";
import { VideoDeliverySettings } from "./video-delivery-settings";
import { XrTargetSettings } from "./xr-target-settings";

/** With nothing selected: the current page's name and background, and the stage's background. */
export function StageSettings() {
  const store = useEditorStore();
  const page = useEditor((s) => s.document.pages.find((p) => p.id === s.session.page));
  const stageBackground = useEditor((s) => s.document.stage.background);
  const video = useEditor((s) => s.document.format === "vast" || s.document.format === "vpaid");
  const xr = useEditor((s) => s.document.format === "ai-tracker");
  const [name, setName] = useDraft(page?.name ?? "");
  const [pageColour, setPageColour] = useDraft(page?.background ?? "");
  const [stageColour, setStageColour] = useDraft(stageBackground);
  const pageId = page?.id;

  const { run } = store.getState();
  // Typing a name or dragging a colour picker makes one undo step per page and field.
  const coalesce = (field: string) => ({ coalesce: `page:${pageId}:${field}` });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Select a layer on the canvas or in Layers to edit it. With nothing selected, these settings apply.
      </Text>
      {page && (
        <Stack gap="xs" component="section" aria-label="Page">
          <Title order={3} size="h6">
            Page
          </Title>
          <TextInput
            size="xs"
            label="Page name"
            maxLength={120}
            value={name}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setName(next);
              if (pageId) run(renamePageCommand, { page: pageId, name: next }, coalesce("name"));
            }}
          />
          <ColorInput
            size="xs"
            label="Page background"
            format="hex"
            eyeDropperButtonProps={eyeDropperProps("Page background")}
            placeholder="As the stage"
            value={pageColour}
            onChange={(next) => {
              setPageColour(next);
              const hex = hexColour(next);
              if (!pageId || (next !== "" && !hex)) return;
              // An empty field clears the page's colour (hexColour("") is null).
              run(
                setPageBackgroundCommand,
                { page: pageId, background: hex ?? undefined },
                coalesce("background"),
              );
            }}
          />
        </Stack>
      )}
      <Stack gap="xs" component="section" aria-label="Stage">
        <Title order={3} size="h6">
          Stage
        </Title>
        <ColorInput
          size="xs"
          label="Stage background"
          format="hex"
          eyeDropperButtonProps={eyeDropperProps("Stage background")}
          value={stageColour}
          onChange={(next) => {
            setStageColour(next);
            const hex = hexColour(next);
            if (hex) run(setStageBackgroundCommand, { background: hex }, { coalesce: "stage:background" });
          }}
        />
      </Stack>
      {video && <VideoDeliverySettings />}
      {xr && <XrTargetSettings />}
    </Stack>
  );
}
