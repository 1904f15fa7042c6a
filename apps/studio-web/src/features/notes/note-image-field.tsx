import { MAX_URL_LENGTH } from "@adstudio/core";
import { Button, Group, Image, Stack, TextInput } from "@mantine/core";
import { IconPhotoOff } from "@tabler/icons-react";
import { useState } from "react";

export interface NoteImageFieldProps {
  /** The image address, or '' for none. */
  value: string;
  onChange: (image: string) => void;
  error?: string;
}

/**
 * The note's image. The notes API keeps an address, not a file (core's note schema: an http(s) address
 * or a path, no longer than MAX_URL_LENGTH), so that is what the form asks for; a preview shows what the
 * card will show, and Remove image empties it.
 */
export function NoteImageField({ value, onChange, error }: NoteImageFieldProps) {
  // Which address failed to load, so a broken preview says so instead of showing a torn image.
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <Stack gap={6}>
      <TextInput
        label="Image address"
        description={`An http(s) address or a path, up to ${MAX_URL_LENGTH} characters`}
        placeholder="No image"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        inputMode="url"
        autoComplete="url"
      />
      {value ? (
        <Group gap="sm" align="flex-start" wrap="nowrap">
          {broken === value ? (
            <Group gap={4} c="dimmed" fz="sm">
              <IconPhotoOff size={16} aria-hidden />
              This address shows no image.
            </Group>
          ) : (
            <Image
              src={value}
              alt="Preview of the note's image"
              h={96}
              w={144}
              fit="cover"
              radius="sm"
              onError={() => setBroken(value)}
            />
          )}
          <Button variant="default" size="compact-sm" onClick={() => onChange("")}>
            Remove image
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
