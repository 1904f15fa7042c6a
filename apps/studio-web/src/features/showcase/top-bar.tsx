import { ActionIcon, Anchor, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy, IconExternalLink } from "@tabler/icons-react";
import { useState } from "react";
import { safeImageUrl } from "../../lib/safe-image-url";
import { useContactUrl } from "../preview/contact-link";
import { DEFAULT_LOGO_URL, PRODUCT_NAME } from "../preview/links";
import { useCopy } from "../preview/use-copy";
import classes from "./showcase.module.css";

/** `/showcase/{companyId}` on the studio's own host (spec studio §9). */
export function shareableLink(companyId: string, origin = globalThis.location?.origin ?? ""): string {
  return `${origin}/showcase/${companyId}`;
}

/** The company's logo, or the product's when it has none or it fails to load. */
function CompanyLogo({ name, logo }: { name: string; logo: string }) {
  const [broken, setBroken] = useState(false);
  const src = safeImageUrl(logo);
  if (!src || broken) {
    return (
      <>
        <img src={DEFAULT_LOGO_URL} alt="" width={36} height={36} />
        <Text component="span" fw={700} fz="lg" truncate>
          {name || PRODUCT_NAME}
        </Text>
      </>
    );
  }
  return (
    <>
      <img className={classes.logo} src={src} alt={`${name} logo`} onError={() => setBroken(true)} />
      <Text component="span" fw={700} fz="lg" truncate visibleFrom="sm">
        {name}
      </Text>
    </>
  );
}

interface TopBarProps {
  /** Known before anything loads (the address, the session), so the bar never changes height. */
  companyId: string | null;
  /** The company's name and logo once loaded. */
  company: { name: string; logo: string } | null;
}

/** Company logo, the 'Shareable Link' with its copy button, and the Showcase and Contact links (spec §2). */
export function ShowcaseTopBar({ companyId, company }: TopBarProps) {
  const { copied, copy } = useCopy();
  const contactUrl = useContactUrl();
  const link = companyId ? shareableLink(companyId) : null;
  return (
    <header className={classes.topBar}>
      <div className={classes.brand}>
        <CompanyLogo name={company?.name ?? ""} logo={company?.logo ?? ""} />
      </div>
      {link ? (
        <div className={classes.share}>
          <Text component="span" size="sm" fw={600} c="dimmed" style={{ whiteSpace: "nowrap" }}>
            Shareable Link
          </Text>
          <Anchor className={classes.shareLink} href={link} target="_blank" rel="noopener" size="sm">
            {link}
          </Anchor>
          <Tooltip label={copied ? "Copied" : "Copy Link"} opened={copied || undefined} withArrow>
            <ActionIcon
              variant={copied ? "filled" : "light"}
              color={copied ? "teal" : "blue"}
              radius="xl"
              size="lg"
              aria-label={copied ? "Copied" : "Copy Link"}
              onClick={() => void copy(link)}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        </div>
      ) : null}
      <nav className={classes.links} aria-label="Showcase links">
        {link ? (
          <Anchor href={link} target="_blank" rel="noopener" size="sm" fw={600}>
            Showcase <IconExternalLink size={12} style={{ verticalAlign: "-1px" }} aria-hidden />
          </Anchor>
        ) : null}
        <Anchor href={contactUrl} target="_blank" rel="noopener" size="sm" fw={600}>
          Contact <IconExternalLink size={12} style={{ verticalAlign: "-1px" }} aria-hidden />
        </Anchor>
      </nav>
    </header>
  );
}
