import { UI_LANGUAGES } from "@adstudio/core";
import { ActionIcon, Button, Menu, Tooltip } from "@mantine/core";
import { IconCheck, IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { setLanguage } from "../i18n/i18n";

const LANGUAGE_NAMES: Record<string, string> = { en: "English", tr: "Türkçe", ar: "العربية" };

/**
 * The language menu: English only (spec shell §9), though the navigation texts exist in tr and ar.
 * Compact (a phone's toolbar, which has no room for the code) it is an icon button like its neighbours.
 */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const name = `Language: ${current.toUpperCase()}`;
  return (
    <Menu position="bottom-end" shadow="md">
      {compact ? (
        <Tooltip label={name}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={name}>
              <IconLanguage size={20} stroke={1.6} />
            </ActionIcon>
          </Menu.Target>
        </Tooltip>
      ) : (
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            size="compact-md"
            leftSection={<IconLanguage size={18} stroke={1.6} />}
            // The code it shows is part of its name (axe: label-content-name-mismatch, WCAG 2.5.3).
            aria-label={name}
          >
            {current.toUpperCase()}
          </Button>
        </Menu.Target>
      )}
      <Menu.Dropdown>
        {UI_LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => setLanguage(language)}
            rightSection={language === current ? <IconCheck size={14} aria-hidden /> : null}
          >
            {LANGUAGE_NAMES[language] ?? language}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
