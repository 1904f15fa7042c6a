import type { QrLinkBody, QrLinkRecord } from "@adstudio/api-client";
import { QR_TYPES, QrLinkSchema } from "@adstudio/core";
import { Paper, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { EditorFrame, useCan, useSaveRecord, validateOrToast } from "../../../../../features/master-data";
import { qrKeys, saveQrLink } from "../../../../../features/qr/queries";

interface QrValues {
  id: string;
  type: string | null;
  targetUrl: string;
}

const TYPE_OPTIONS = QR_TYPES.map((type) => ({ value: type, label: type }));

/** The QR link form: Name, Type (url or text) and Text/URL (spec studio §2, §5); saving returns to the list. */
export function QrEditor({ qr }: { qr: QrLinkRecord | null }) {
  const allowed = useCan(qr ? "updateMenuCollection" : "createMenuCollection");
  const form = useForm<QrValues>({
    mode: "controlled",
    initialValues: { id: qr?.id ?? "", type: qr?.type ?? null, targetUrl: qr?.targetUrl ?? "" },
  });
  const save = useSaveRecord({
    mode: qr ? "edit" : "create",
    save: (body: QrLinkBody) => saveQrLink(qr?._id ?? null, body),
    invalidate: qrKeys.all,
    listPath: "/studio/qrCode",
    form,
  });
  const type = form.values.type;

  return (
    <EditorFrame
      title={qr ? qr.id : "Create QR"}
      caption={qr ? "Edit QR" : "A QR code that opens a URL or shows a text, and counts its scans."}
      backTo="/studio/qrCode"
      backLabel="Back to QR Codes"
      canSave={allowed}
      saving={save.isPending}
      onSave={() => {
        const body = validateOrToast(QrLinkSchema, form.getValues(), form);
        if (body) save.mutate(body);
      }}
    >
      <Paper withBorder p="lg">
        <Stack>
          <TextInput
            label="Name"
            description="Letters, digits, - and _; also the downloaded file's name."
            {...form.getInputProps("id")}
          />
          <Select
            label="Type"
            placeholder="Choose a type"
            data={TYPE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps("type")}
          />
          <TextInput
            label="Text/URL"
            placeholder={type === "text" ? "The text the scan shows" : "https://…"}
            {...form.getInputProps("targetUrl")}
          />
          {qr ? (
            <TextInput
              label="Scan address"
              value={qr.scanUrl}
              readOnly
              description="Stays the same when you edit."
            />
          ) : null}
        </Stack>
      </Paper>
    </EditorFrame>
  );
}
