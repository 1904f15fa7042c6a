import { can, DSP_STRIP_HEIGHT_PX, isAdmin } from "@adstudio/core";
import { Anchor, Button, Group, Image, SimpleGrid, Text } from "@mantine/core";
import { IconExternalLink, IconHeadset } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useSession } from "../auth/use-session";
import { CUSTOMER_CARE_PATH, DSP_IMAGES, GUIDELINES_URL, MY_SHOWCASE_PATH } from "./links";
import classes from "./shell-footer.module.css";

/**
 * The shell footer (spec shell §1): the guidelines PDF, the Login to DSP strip (479 px open, 0 closed,
 * ten images), My Showcase for the admin group or viewShowcase, and the customer-care link.
 */
export function ShellFooter() {
  const { user } = useSession();
  const [dspOpen, setDspOpen] = useState(false);
  const showcase = isAdmin(user) || can(user, "viewShowcase");

  return (
    <div className={classes.footer} data-testid="shell-footer">
      <div
        id="dsp-strip"
        className={classes.strip}
        style={{ height: dspOpen ? DSP_STRIP_HEIGHT_PX : 0 }}
        data-open={dspOpen || undefined}
        data-testid="dsp-strip"
        inert={!dspOpen}
        aria-hidden={!dspOpen}
      >
        <Text fw={600} mb="sm">
          DSP partners
        </Text>
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="md">
          {DSP_IMAGES.map((image) => (
            <Image
              key={image.src}
              src={image.src}
              alt={image.alt}
              loading="lazy"
              radius="md"
              h={180}
              fit="contain"
            />
          ))}
        </SimpleGrid>
      </div>
      <Group className={classes.bar} justify="space-between" gap="xs">
        <Anchor href={GUIDELINES_URL} target="_blank" rel="noopener noreferrer" size="sm" c="inherit">
          Guidelines and Specifications
        </Anchor>
        <Group gap="xs">
          <Button
            size="xs"
            variant={dspOpen ? "filled" : "light"}
            aria-expanded={dspOpen}
            aria-controls="dsp-strip"
            onClick={() => setDspOpen((open) => !open)}
          >
            Login to DSP
          </Button>
          {showcase ? (
            <Button
              size="xs"
              variant="light"
              component="a"
              href={MY_SHOWCASE_PATH}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={14} aria-hidden />}
            >
              My Showcase
            </Button>
          ) : null}
          <Anchor component={Link} to={CUSTOMER_CARE_PATH} size="sm" c="inherit" className={classes.care}>
            <IconHeadset size={16} aria-hidden /> Customer care
          </Anchor>
        </Group>
      </Group>
    </div>
  );
}
