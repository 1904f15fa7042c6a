import { Center, Group, Loader, Text } from "@mantine/core";
import { useEffect, useState } from "react";

/**
 * The 'Loading...' indicator (spec shell §2). With `delay` it stays invisible for that many ms, so fast
 * loads never flash it. The router uses it as the pending component, so it must stay dependency-light.
 */
export function Loading({ delay = 0 }: { delay?: number }) {
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <Center mih={160} p="xl" role="status" aria-live="polite" data-testid="loading">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">Loading...</Text>
      </Group>
    </Center>
  );
}
