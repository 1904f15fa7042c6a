import type { ParsedSize } from "@adstudio/core";
import { Anchor, Button } from "@mantine/core";
import { IconExternalLink, IconReload } from "@tabler/icons-react";
import { useContactUrl } from "./contact-link";
import { teaserLabel } from "./model";
import { OwnerLogo } from "./owner-logo";
import classes from "./preview.module.css";

interface TopBarProps {
  uid: string | undefined;
  type: string | undefined;
  teasers: ParsedSize[];
  active: ParsedSize;
  onSelect: (size: ParsedSize) => void;
  onReload: () => void;
  /** The Showcase link's address (showcase-link.ts). */
  showcaseUrl: string;
}

/** Owner logo, one button per teaser size, RELOAD, and the Showcase and Contact links (spec §2). */
export function TopBar({ uid, type, teasers, active, onSelect, onReload, showcaseUrl }: TopBarProps) {
  const contactUrl = useContactUrl();
  return (
    <header className={classes.topBar} data-testid="preview-top-bar">
      <OwnerLogo uid={uid} />
      <nav className={classes.teasers} aria-label="Sizes">
        {teasers.map((size) => {
          const selected = size.size === active.size;
          return (
            <Button
              key={size.key}
              size="xs"
              radius="xl"
              variant={selected ? "filled" : "default"}
              aria-pressed={selected}
              onClick={() => onSelect(size)}
              data-testid={`teaser-${size.size}`}
            >
              {teaserLabel(size, type)}
            </Button>
          );
        })}
      </nav>
      <div className={classes.actions}>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconReload size={14} />}
          onClick={onReload}
          data-testid="reload"
        >
          RELOAD
        </Button>
        <Anchor href={showcaseUrl} target="_blank" rel="noopener" size="sm" fw={500}>
          Showcase <IconExternalLink size={12} style={{ verticalAlign: "-1px" }} />
        </Anchor>
        <Anchor href={contactUrl} target="_blank" rel="noopener" size="sm" fw={500}>
          Contact <IconExternalLink size={12} style={{ verticalAlign: "-1px" }} />
        </Anchor>
      </div>
    </header>
  );
}
