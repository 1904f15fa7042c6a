import { Group, Text } from "@mantine/core";

/** The Adstudio logo with its wordmark, above the pages without chrome. */
export function BrandMark() {
  return (
    <Group justify="center" gap="xs">
      {/* The wordmark next to it names the logo, so the image itself is decorative. */}
      <img src="/favicon.svg" alt="" width={40} height={40} />
      <Text component="span" fw={700} fz="xl">
        Adstudio
      </Text>
    </Group>
  );
}
