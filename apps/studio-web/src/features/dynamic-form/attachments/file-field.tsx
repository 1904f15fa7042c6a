import { isPlainObject } from "@adstudio/core";
import type { AttachmentValue } from "@adstudio/form-engine";
import { FileInput, Stack } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { type FieldProps, useField } from "../fields/field-props";
import { AttachmentPreview } from "./attachment-preview";
import { readAttachment, refusal } from "./read-attachment";

const isAttachment = (value: unknown): value is AttachmentValue =>
  isPlainObject(value) && typeof value.name === "string" && isPlainObject(value.file);

/**
 * `file` (any number of files) and `attachment` (one): picked files are checked against the field's
 * accept list and size limit, classified and previewed; the value holds attachment values.
 */
export function FileField(props: FieldProps) {
  const { runtime, bound, common } = useField(props);
  const [refused, setRefused] = useState<string | null>(null);
  const multiple = props.field.kind === "file";
  const field = runtime.fieldAt(props.path);
  const featureKey = props.field.featureKey ?? "uploads";
  const current = (Array.isArray(bound.value) ? bound.value : [bound.value]).filter(isAttachment);

  const pick = async (picked: File | File[] | null) => {
    const files = (Array.isArray(picked) ? picked : [picked]).filter((file): file is File => file !== null);
    if (files.length === 0) return;
    const problem = files.map((file) => refusal(field, file)).find((message) => message !== null);
    setRefused(problem ?? null);
    if (problem) return;
    const read = await Promise.all(files.map((file) => readAttachment(file, featureKey)));
    bound.onChange(multiple ? [...current, ...read] : (read[0] ?? null));
    bound.onBlur();
  };

  const remove = (index: number) => {
    bound.onChange(multiple ? current.filter((_, i) => i !== index) : null);
  };

  return (
    <Stack gap={6}>
      <FileInput
        {...common}
        error={refused ?? common.error}
        placeholder={common.placeholder ?? (multiple ? "Choose files" : "Choose a file")}
        leftSection={<IconUpload size={16} />}
        accept={props.field.accept?.join(",")}
        multiple={multiple}
        // The picked files live in the form's value (shown below), not in the input.
        value={multiple ? [] : null}
        onChange={(files: File | File[] | null) => void pick(files)}
        clearable={false}
      />
      {current.map((attachment, index) => (
        <AttachmentPreview
          key={`${attachment.file.location}-${index}`}
          value={attachment}
          onRemove={common.disabled ? undefined : () => remove(index)}
        />
      ))}
    </Stack>
  );
}
