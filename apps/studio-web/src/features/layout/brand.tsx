import { Group, Text, UnstyledButton } from "@mantine/core";
import { Link } from "@tanstack/react-router";

/** Logo and product name; links to the start page. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <UnstyledButton component={Link} to="/" aria-label="Adstudio home">
      <Group gap={10} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        {compact ? null : (
          <Text fw={800} size="lg" lts={-0.3}>
            Adstudio
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
