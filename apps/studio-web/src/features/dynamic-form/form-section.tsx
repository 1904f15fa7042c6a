import type { RenderSection } from "@adstudio/form-engine";
import { ActionIcon, Collapse, Group, Paper, Stack, Title, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown } from "@tabler/icons-react";
import { useId } from "react";
import { FieldGrid } from "./field-grid";

/** A section of the form; a titled one has a header that collapses and expands it. */
export function FormSection({ section }: { section: RenderSection }) {
  const [opened, { toggle }] = useDisclosure(true);
  const bodyId = useId();
  const grid = <FieldGrid fields={section.fields} layout={section.layout} />;
  if (!section.title) return grid;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={section.title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <UnstyledButton onClick={toggle} aria-expanded={opened} aria-controls={bodyId} style={{ flex: 1 }}>
            <Title order={2} size="h4">
              {section.title}
            </Title>
          </UnstyledButton>
          <ActionIcon
            variant="subtle"
            onClick={toggle}
            aria-label={`${opened ? "Collapse" : "Expand"} ${section.title}`}
            aria-expanded={opened}
            aria-controls={bodyId}
          >
            <IconChevronDown
              size={18}
              style={{ transform: opened ? "rotate(180deg)" : undefined, transition: "transform 150ms" }}
            />
          </ActionIcon>
        </Group>
        <Collapse expanded={opened} id={bodyId}>
          {grid}
        </Collapse>
      </Stack>
    </Paper>
  );
}
