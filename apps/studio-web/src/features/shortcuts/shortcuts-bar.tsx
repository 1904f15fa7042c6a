import { flattenNavigation, type NavItem } from "@adstudio/core";
import {
  ActionIcon,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import { IconSearch, IconStar, IconStarFilled } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useSession } from "../auth/use-session";
import { NavIcon } from "../navigation/nav-icons";
import { useNavTitle } from "../navigation/use-nav-title";
import { foldText, searchableItems } from "../search/search-matching";
import { shortcutItems, useShortcuts } from "./shortcuts";
import classes from "./shortcuts.module.css";

/**
 * The toolbar's shortcuts (spec shell §2): starred pages as icon buttons, and a menu whose search field
 * lists pages with a star each; a star adds or removes the page's navigation id in the user's shortcuts.
 */
export function ShortcutsBar({ items }: { items: NavItem[] }) {
  const { user } = useSession();
  const titleOf = useNavTitle();
  const { shortcuts, toggle } = useShortcuts();
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState("");
  const candidates = useMemo(() => searchableItems(flattenNavigation(items), user), [items, user]);
  const starred = shortcutItems(shortcuts, candidates);
  const needle = foldText(query.trim());
  const listed = needle ? candidates.filter((item) => foldText(titleOf(item)).includes(needle)) : candidates;

  return (
    <Group gap={2} wrap="nowrap" data-testid="shortcuts-bar">
      {starred.map((item) => (
        <Tooltip key={item.id} label={titleOf(item)}>
          <ActionIcon
            component={Link}
            to={item.url ?? "/"}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={titleOf(item)}
            data-shortcut-id={item.id}
          >
            <NavIcon name={item.icon} />
          </ActionIcon>
        </Tooltip>
      ))}
      <Popover
        opened={opened}
        onChange={setOpened}
        onClose={() => setQuery("")}
        position="bottom-start"
        width={300}
        trapFocus
        shadow="md"
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="yellow"
            size="lg"
            aria-label="Shortcuts"
            title="Shortcuts"
            // A controlled popover leaves toggling to its target.
            onClick={() => setOpened((open) => !open)}
          >
            <IconStar size={20} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <TextInput
            placeholder="Search for an app or page"
            aria-label="Search for an app or page"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            data-autofocus
          />
          <ScrollArea.Autosize mah={320} mt="xs" type="auto">
            <Stack gap={0} role="list" aria-label="Pages">
              {listed.length === 0 ? (
                <Text size="sm" c="dimmed" p="xs">
                  No results.
                </Text>
              ) : null}
              {listed.map((item) => {
                const on = shortcuts.includes(item.id);
                const title = titleOf(item);
                return (
                  <Group key={item.id} gap={4} wrap="nowrap" role="listitem" className={classes.row}>
                    <UnstyledButton
                      component={Link}
                      to={item.url ?? "/"}
                      className={classes.page}
                      onClick={() => setOpened(false)}
                    >
                      <NavIcon name={item.icon} size={18} />
                      <Text size="sm" truncate="end">
                        {title}
                      </Text>
                    </UnstyledButton>
                    <ActionIcon
                      variant="subtle"
                      color={on ? "yellow" : "gray"}
                      aria-label={on ? `Remove ${title} from shortcuts` : `Add ${title} to shortcuts`}
                      aria-pressed={on}
                      onClick={() => toggle(item.id)}
                      data-testid={`shortcut-toggle-${item.id}`}
                    >
                      {on ? <IconStarFilled size={16} /> : <IconStar size={16} />}
                    </ActionIcon>
                  </Group>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
