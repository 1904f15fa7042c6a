import { AdVerificationSchema, MAX_AD_VERIFICATIONS, UniversalAdIdSchema } from "@adstudio/creative/document";
import { Button, Fieldset, Group, NumberInput, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMemo } from "react";
import * as v from "valibot";
import { useEditor, useEditorStore } from "../editor-context";
import { setVideoDeliveryCommand } from "../model/commands/stage";
import { useDraft } from "./prop-fields";

interface VendorRow {
  vendor: string;
  scriptUrl: string;
  parameters: string;
}

/** Each field's first message from a schema's issues, by field name. */
function fieldErrors(issues: readonly v.BaseIssue<unknown>[] | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const found of issues ?? []) {
    const key = String(found.path?.[0]?.key ?? "");
    errors[key] ??= found.message;
  }
  return errors;
}

/** A group's legend, at the size of the fields' labels, so the groups read as parts of the section. */
const Legend = ({ children }: { children: string }) => (
  <Text size="sm" fw={600} component="span">
    {children}
  </Text>
);

/** The ad's video length in ms (its first video asset with a measured duration), for the skip hint. */
function useVideoLengthMs(): number | null {
  return useEditor((s) => {
    for (const asset of Object.values(s.document.assets)) {
      if (asset.type === "video" && asset.durationMs) return asset.durationMs;
    }
    return null;
  });
}

/**
 * With nothing selected, for video formats: what the published VAST tag tells players and buyers — when
 * the spot becomes skippable, its id in an ad registry, and the OMID verification vendors. Only valid
 * values reach the document; a field that is not yet valid says why under it.
 */
export function VideoDeliverySettings() {
  const store = useEditorStore();
  const { run } = store.getState();
  const skipAfterMs = useEditor((s) => s.document.stage.skipAfterMs);
  const registered = useEditor((s) => s.document.stage.universalAdId);
  const vendors = useEditor((s) => s.document.stage.adVerifications);
  const lengthMs = useVideoLengthMs();

  const [skip, setSkip] = useDraft<string | number>(skipAfterMs === undefined ? "" : skipAfterMs / 1000);
  // Drafts follow the document when it changes (undo, another size): stable values, so they do not reset
  // on every render.
  const savedAdId = useMemo(
    () => ({ registry: registered?.registry ?? "", id: registered?.id ?? "" }),
    [registered],
  );
  const savedRows = useMemo<VendorRow[]>(
    () => (vendors ?? []).map((row) => ({ ...row, parameters: row.parameters ?? "" })),
    [vendors],
  );
  const [adId, setAdId] = useDraft(savedAdId);
  const [rows, setRows] = useDraft<VendorRow[]>(savedRows);

  const adIdBlank = adId.registry.trim() === "" && adId.id.trim() === "";
  const adIdCheck = adIdBlank ? null : v.safeParse(UniversalAdIdSchema, adId);
  const adIdErrors = fieldErrors(adIdCheck?.issues);
  const rowChecks = rows.map((row) =>
    v.safeParse(AdVerificationSchema, {
      vendor: row.vendor,
      scriptUrl: row.scriptUrl.trim(),
      ...(row.parameters.trim() ? { parameters: row.parameters } : {}),
    }),
  );

  const changeAdId = (next: typeof adId) => {
    setAdId(next);
    const blank = next.registry.trim() === "" && next.id.trim() === "";
    const parsed = blank ? null : v.safeParse(UniversalAdIdSchema, next);
    if (blank)
      run(setVideoDeliveryCommand, { universalAdId: undefined }, { coalesce: "stage:universalAdId" });
    else if (parsed?.success)
      run(setVideoDeliveryCommand, { universalAdId: parsed.output }, { coalesce: "stage:universalAdId" });
  };
  const changeRows = (next: VendorRow[], coalesce?: string) => {
    setRows(next);
    const parsed = next.map((row) =>
      v.safeParse(AdVerificationSchema, {
        vendor: row.vendor,
        scriptUrl: row.scriptUrl.trim(),
        ...(row.parameters.trim() ? { parameters: row.parameters } : {}),
      }),
    );
    // The document takes the list once every row is complete; until then each row says what is missing.
    if (parsed.every((p) => p.success)) {
      const list = parsed.flatMap((p) => (p.success ? [p.output] : []));
      run(setVideoDeliveryCommand, { adVerifications: list }, coalesce ? { coalesce } : undefined);
    }
  };
  const editRow = (index: number, field: keyof VendorRow, value: string) =>
    changeRows(
      rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)),
      `stage:adVerifications:${index}:${field}`,
    );

  const skipMs = typeof skip === "number" ? Math.round(skip * 1000) : null;
  const skipTooLate = skipMs !== null && lengthMs !== null && skipMs >= lengthMs;

  return (
    <Stack gap="xs" component="section" aria-label="Video delivery">
      <Title order={3} size="h6">
        Video delivery (VAST)
      </Title>
      <NumberInput
        size="xs"
        label="Skippable after (seconds)"
        // A note, not an error: the setting is kept (a longer video may come), the tag just has no skip.
        description={
          skipTooLate
            ? `The video is ${(lengthMs ?? 0) / 1000} s long: a skip at or after its end is left out of the tag.`
            : "Leave empty for a spot viewers cannot skip."
        }
        min={0}
        max={60}
        step={1}
        decimalScale={3}
        value={skip}
        onChange={(next) => {
          setSkip(next);
          const seconds = typeof next === "number" ? next : next.trim() === "" ? null : Number(next);
          if (seconds === null)
            run(setVideoDeliveryCommand, { skipAfterMs: undefined }, { coalesce: "stage:skip" });
          else if (Number.isFinite(seconds) && seconds >= 0 && seconds <= 60)
            run(
              setVideoDeliveryCommand,
              { skipAfterMs: Math.round(seconds * 1000) },
              { coalesce: "stage:skip" },
            );
        }}
      />
      <Fieldset legend={<Legend>Universal Ad ID</Legend>} variant="unstyled">
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            The id the advertiser filed with an ad registry. Left empty, the tag says “unknown”.
          </Text>
          <Group grow gap="xs" align="flex-start">
            <TextInput
              size="xs"
              label="Registry"
              placeholder="ad-id.org"
              maxLength={120}
              value={adId.registry}
              error={adIdErrors.registry}
              onChange={(event) => changeAdId({ ...adId, registry: event.currentTarget.value })}
            />
            <TextInput
              size="xs"
              label="Ad id"
              placeholder="ABCD1234000H"
              maxLength={120}
              value={adId.id}
              error={adIdErrors.id}
              onChange={(event) => changeAdId({ ...adId, id: event.currentTarget.value })}
            />
          </Group>
        </Stack>
      </Fieldset>
      <Fieldset legend={<Legend>Verification vendors (OMID)</Legend>} variant="unstyled">
        <Stack gap="xs">
          {rows.length === 0 && (
            <Text size="xs" c="dimmed">
              No verification vendor. Add one when a buyer asks for measurement (IAS, DoubleVerify, Moat …).
            </Text>
          )}
          {rows.map((row, index) => {
            // An untouched new row says nothing yet; once typed in, each field says what it still needs.
            const started = Boolean(row.vendor || row.scriptUrl || row.parameters);
            const errors = started ? fieldErrors(rowChecks[index]?.issues) : {};
            const n = index + 1;
            return (
              // Rows have no id: a row is its place in the list.
              <Stack
                key={index}
                gap={4}
                component="fieldset"
                aria-label={`Verification vendor ${n}`}
                p={0}
                m={0}
                style={{ border: 0 }}
              >
                <TextInput
                  size="xs"
                  label={`Vendor ${n}`}
                  placeholder="company.com-omid"
                  value={row.vendor}
                  error={errors.vendor}
                  onChange={(event) => editRow(index, "vendor", event.currentTarget.value)}
                />
                <TextInput
                  size="xs"
                  label={`Script URL ${n}`}
                  placeholder="https://verifier.example/omid.js"
                  value={row.scriptUrl}
                  error={errors.scriptUrl}
                  onChange={(event) => editRow(index, "scriptUrl", event.currentTarget.value)}
                />
                <Textarea
                  size="xs"
                  label={`Parameters ${n}`}
                  description="Passed to the script as VerificationParameters."
                  autosize
                  minRows={1}
                  maxRows={4}
                  value={row.parameters}
                  error={errors.parameters}
                  onChange={(event) => editRow(index, "parameters", event.currentTarget.value)}
                />
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => changeRows(rows.filter((_, i) => i !== index))}
                  style={{ alignSelf: "flex-start" }}
                >
                  Remove vendor {n}
                </Button>
              </Stack>
            );
          })}
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={rows.length >= MAX_AD_VERIFICATIONS}
            // A new, empty row stays local until it is complete: the document keeps only valid vendors.
            onClick={() => setRows([...rows, { vendor: "", scriptUrl: "", parameters: "" }])}
            style={{ alignSelf: "flex-start" }}
          >
            Add verification vendor
          </Button>
        </Stack>
      </Fieldset>
    </Stack>
  );
}
