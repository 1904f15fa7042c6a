import type { AdTag, AdTagsResponse } from "@adstudio/api-client";
import type { AdServer, AdTagType } from "@adstudio/contract";
import { Button, CopyButton, Group, Select, Stack, Tabs, Text, Textarea } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useId, useState } from "react";

const TYPE_LABELS: Record<AdTagType, string> = {
  js: "JavaScript",
  iframe: "iframe",
  mraid: "MRAID (in-app)",
};
const TYPE_HELP: Record<AdTagType, string> = {
  js: "Writes the ad's frame where the tag stands. Paste it as a third-party or custom HTML creative.",
  iframe: "Plain HTML, for ad servers and pages that take no script.",
  mraid: "For in-app inventory: waits for the app's MRAID to be ready and opens exits with mraid.open.",
};

/** `sz300x250` → `300 × 250`; named sizes stay as they are. */
export const sizeLabel = (size: string) => size.replace(/^sz(\d+)x(\d+)$/, "$1 × $2");

/**
 * The ad's tags (issue 30): pick the ad server and the size, then the kind of tag, and copy it. Every
 * tag loads the live published version, counts as live traffic and opens exits through the server's
 * click macro, which the text under the tag names.
 */
export function AdTagsPanel({ answer }: { answer: AdTagsResponse }) {
  const codeId = useId();
  const [server, setServer] = useState<AdServer>(answer.macros[0]?.server ?? "gam");
  const [size, setSize] = useState(answer.sizes[0] ?? "");
  const forSize = answer.tags.filter((t) => t.server === server && t.size === size);
  const [type, setType] = useState<AdTagType>("js");
  const current: AdTag | undefined = forSize.find((t) => t.type === type) ?? forSize[0];
  const macros = answer.macros.find((m) => m.server === server);
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <Select
          label="Ad server"
          data={answer.macros.map((m) => ({ value: m.server, label: m.label }))}
          value={server}
          onChange={(value) => value && setServer(value as AdServer)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Size"
          data={answer.sizes.map((s) => ({ value: s, label: sizeLabel(s) }))}
          value={size}
          onChange={(value) => value && setSize(value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Tabs value={current?.type ?? type} onChange={(value) => value && setType(value as AdTagType)}>
        <Tabs.List aria-label="Kind of tag">
          {forSize.map((t) => (
            <Tabs.Tab key={t.type} value={t.type}>
              {TYPE_LABELS[t.type]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {current ? (
        <div>
          <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
            <Text component="label" htmlFor={codeId} size="sm" fw={500}>
              {`${TYPE_LABELS[current.type]} tag · ${sizeLabel(current.size)}`}
            </Text>
            <CopyButton value={current.code} timeout={3000}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant={copied ? "light" : "default"}
                  color={copied ? "teal" : undefined}
                  leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  onClick={copy}
                  aria-live="polite"
                >
                  {copied ? "Copied" : "Copy tag"}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Textarea
            id={codeId}
            value={current.code}
            readOnly
            autosize
            minRows={3}
            maxRows={10}
            description={TYPE_HELP[current.type]}
            inputWrapperOrder={["label", "input", "description"]}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 12 } }}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
      {macros ? (
        <Text size="xs" c="dimmed">
          {`Version ${answer.version}, counted as live traffic. ${macros.label} fills the click macro `}
          <code>{current?.type === "iframe" ? macros.clickEscaped : macros.click}</code>
          {" and the cache-buster "}
          <code>{macros.cacheBuster}</code>
          {"; every exit goes through the click URL to its landing page."}
        </Text>
      ) : null}
    </Stack>
  );
}
