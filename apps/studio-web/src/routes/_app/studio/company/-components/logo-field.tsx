import { checkImageSize } from "@adstudio/core";
import { Avatar, Button, FileButton, Group, Input, Stack, Text } from "@mantine/core";
import { IconBuilding, IconTrash, IconUpload } from "@tabler/icons-react";
import { useRef } from "react";
import { notify } from "../../../../../lib/notify";

/** A company logo as the form holds it: a new one carries `body` (a data URL), a stored one `location`. */
export interface LogoValue {
  body: string;
  fileName: string;
  fileType: string;
  location: string;
}

export const LOGO_TYPES = "image/png,image/jpeg,image/gif,image/webp";

/** Reads a file as a base64 data URL (`data:image/png;base64,…`). */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

interface LogoFieldProps {
  value: LogoValue | null;
  onChange: (value: LogoValue | null) => void;
}

/**
 * The logo upload with its preview. A file over 1 MB is refused on the spot with the spec's toast
 * ('Image size should not exceed 1MB in total.', spec studio §5) and never sent.
 */
export function LogoField({ value, onChange }: LogoFieldProps) {
  // Cleared after each pick, so choosing the same file again (after a refusal) is noticed.
  const resetRef = useRef<() => void>(null);
  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const tooBig = checkImageSize(file.size);
    if (tooBig) {
      notify(tooBig, "error");
      return;
    }
    try {
      const body = await readDataUrl(file);
      onChange({ body, fileName: file.name, fileType: file.type, location: "" });
    } catch {
      notify("The image could not be read.", "error");
    }
  };
  const src = value ? value.body || value.location : null;

  return (
    <Input.Wrapper label="Logo" description="PNG, JPEG, GIF or WebP, at most 1 MB.">
      <Group mt={6} gap="md">
        <Avatar src={src} alt="Company logo" size={72} radius="md" variant="light" data-testid="logo-preview">
          <IconBuilding size={32} />
        </Avatar>
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton
              onChange={choose}
              resetRef={resetRef}
              accept={LOGO_TYPES}
              inputProps={{ "aria-label": "Logo file" }}
            >
              {(props) => (
                <Button {...props} variant="light" size="xs" leftSection={<IconUpload size={14} />}>
                  Upload Logo
                </Button>
              )}
            </FileButton>
            {value ? (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                onClick={() => onChange(null)}
              >
                Remove
              </Button>
            ) : null}
          </Group>
          {value?.fileName ? (
            <Text size="xs" c="dimmed">
              {value.fileName}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
