import { TEMPLATE_LIMITS } from "@adstudio/api-client";
import { Alert, Button, FileButton, Paper, Progress, Select, Stack, Text } from "@mantine/core";
import { IconFileZip } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type DragEvent, useState } from "react";
import { api } from "../../lib/api";
import { adChoicesQuery } from "../ads/queries";
import { PageFrame } from "../layout/page-frame";
import { templateKeys, UPDATE_TEMPLATE_PATH } from "./queries";

const MB = 1024 * 1024;

type UploadState =
  | { kind: "idle" }
  | { kind: "sending"; name: string; loaded: number; total: number }
  | { kind: "refused"; name: string; message: string };

/**
 * `/studio/upload-template` (createTemplates): one zip dropped or chosen, sent with a progress bar; the
 * server's refusal (which limit, which file) is shown as it says it; an accepted zip opens its template.
 */
export function UploadTemplate() {
  const [state, setState] = useState<UploadState>({ kind: "idle" });
  const [over, setOver] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The companies the caller may upload for: the admin group picks one (it may belong to none); others
  // with several companies may, and default to their first (the server's default too).
  const choices = useQuery({ ...adChoicesQuery(), retry: false });
  const companies = choices.data?.companies ?? [];
  // A zip chosen before the companies arrive would go without one (refused for the admin group).
  const busy = choices.isPending || state.kind === "sending";
  const [chosen, setChosen] = useState<string | null>(null);
  const company = chosen ?? companies[0]?._id ?? null;

  const send = async (file: File | null | undefined) => {
    if (!file || busy) return;
    setState({ kind: "sending", name: file.name, loaded: 0, total: file.size });
    try {
      const { template } = await api.templates.upload(file, {
        ...(company ? { company } : {}),
        onProgress: ({ loaded, total }) => setState({ kind: "sending", name: file.name, loaded, total }),
      });
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      await navigate({ to: `${UPDATE_TEMPLATE_PATH}/${template._id}` });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : "The upload failed.";
      setState({ kind: "refused", name: file.name, message });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send(event.dataTransfer.files[0]);
  };
  const percent = state.kind === "sending" && state.total > 0 ? (state.loaded / state.total) * 100 : 0;

  return (
    <PageFrame
      title="Upload Template"
      subtitle="An HTML5 ad as a zip, from Google Web Designer, Animate or by hand."
    >
      <Stack maw={640} gap="md">
        {companies.length > 1 ? (
          <Select
            label="Company"
            data={companies.map(({ _id, name }) => ({ value: _id, label: name }))}
            value={company}
            onChange={setChosen}
            allowDeselect={false}
            searchable
            w={360}
          />
        ) : null}
        <Paper
          withBorder
          p="xl"
          radius="md"
          data-testid="template-drop-zone"
          data-over={over || undefined}
          style={{ borderStyle: "dashed", background: over ? "var(--mantine-color-blue-light)" : undefined }}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <Stack align="center" gap="xs">
            <IconFileZip size={36} stroke={1.3} aria-hidden />
            <Text>Drop the zip here, or</Text>
            <FileButton onChange={(file) => void send(file)} accept=".zip,application/zip">
              {(props) => (
                <Button {...props} disabled={busy}>
                  Choose a zip
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="dimmed" ta="center">
              At most {TEMPLATE_LIMITS.zipBytes / MB} MB, unpacking to at most{" "}
              {TEMPLATE_LIMITS.unzippedBytes / MB} MB in at most {TEMPLATE_LIMITS.entries} files, with an
              index.html at its root or in its only folder.
            </Text>
          </Stack>
        </Paper>
        {state.kind === "sending" ? (
          <Stack gap={4}>
            <Text size="sm">Uploading {state.name}…</Text>
            <Progress value={percent} aria-label={`Uploading ${state.name}`} />
          </Stack>
        ) : null}
        {state.kind === "refused" ? (
          <Alert color="red" title={`${state.name} was not uploaded`} role="alert">
            {state.message}
          </Alert>
        ) : null}
      </Stack>
    </PageFrame>
  );
}
