import { Box, Center, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { BrandMark } from "./brand-mark";

interface AuthCardProps {
  /** The page's heading (one h1 per page, so screen readers announce where they are). */
  title: ReactNode;
  /** One line under the heading. */
  description?: ReactNode;
  /** Wider card for pages with more content (register tabs, contact form). */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The frame of the pages without chrome (sign-in, register, contact, errors): the Adstudio logo above a
 * centered card that fills the width on phones and stays readable on desktops.
 */
export function AuthCard({ title, description, wide = false, children }: AuthCardProps) {
  return (
    <Center component="main" mih="100dvh" px="md" py="xl" bg="var(--mantine-color-gray-0)">
      <Box w="100%" maw={wide ? 560 : 440}>
        <Box mb="lg">
          <BrandMark />
        </Box>
        <Paper withBorder shadow="sm" radius="md" p={{ base: "lg", sm: "xl" }}>
          <Stack gap="xs" mb="lg">
            <Title order={1} fz="h2" ta="center">
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" ta="center" size="sm">
                {description}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Paper>
      </Box>
    </Center>
  );
}
