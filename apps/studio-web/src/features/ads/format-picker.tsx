import { type AdType, PRO_AD_PATH } from "@adstudio/core";
import { Badge, Card, Group, Modal, SimpleGrid, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useSession } from "../auth/use-session";
import { creatableFormats } from "./creatable-formats";
import { FamilyIcon } from "./format-icon";
import classes from "./format-picker.module.css";
import { FAMILY_LABELS, formatDescription, formatFamily, formatLabel } from "./formats";

interface FormatPickerProps {
  opened: boolean;
  onClose: () => void;
}

/** "Create an ad": the formats this user may start, each with its device and what it is. */
export function FormatPicker({ opened, onClose }: FormatPickerProps) {
  const formats = creatableFormats(useSession().user);
  return (
    <Modal opened={opened} onClose={onClose} title="Create an ad" size="xl">
      <Text c="dimmed" size="sm" mb="md">
        Choose a format. You name the ad and pick its company next.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" component="ul" className={classes.grid}>
        {formats.map((format) => (
          <FormatCard key={format} format={format} onChoose={onClose} />
        ))}
      </SimpleGrid>
    </Modal>
  );
}

function FormatCard({ format, onChoose }: { format: AdType; onChoose: () => void }) {
  const family = formatFamily(format);
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={`${PRO_AD_PATH}${format}`}
        onClick={onChoose}
        className={classes.card}
        aria-label={`${formatLabel(format)}: ${FAMILY_LABELS[family]}`}
      >
        <Card withBorder radius="md" padding="sm" h="100%">
          <Group gap="sm" wrap="nowrap" mb={6}>
            <ThemeIcon variant="light" size="lg" radius="md">
              <FamilyIcon family={family} />
            </ThemeIcon>
            <div>
              <Text fw={600}>{formatLabel(format)}</Text>
              <Badge size="xs" variant="outline" color="gray">
                {FAMILY_LABELS[family]}
              </Badge>
            </div>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={3}>
            {formatDescription(format)}
          </Text>
        </Card>
      </UnstyledButton>
    </li>
  );
}
