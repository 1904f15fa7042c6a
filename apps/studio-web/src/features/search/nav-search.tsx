import { flattenNavigation, type NavItem } from "@adstudio/core";
import { ActionIcon, Modal, Tooltip } from "@mantine/core";
import { createSpotlight, Spotlight } from "@mantine/spotlight";
import { IconSearch } from "@tabler/icons-react";
import { useRouter } from "@tanstack/react-router";
import { type CSSProperties, useMemo, useState } from "react";
import { useSession } from "../auth/use-session";
import { NavIcon } from "../navigation/nav-icons";
import { isExternalUrl, linkTarget } from "../navigation/nav-paths";
import { useNavTitle } from "../navigation/use-nav-title";
import { matchNavigation, searchableItems } from "./search-matching";

import "@mantine/spotlight/styles.css";

/** Hidden on screen, read by screen readers (what Mantine's VisuallyHidden does, for the title's own tag). */
const VISUALLY_HIDDEN: CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
};

/** Its own store, so another spotlight (if one is ever added) opens independently. */
export const [searchStore, navigationSearch] = createSpotlight();

/** The toolbar's search button; Ctrl/⌘ + K opens the same search. */
export function SearchButton() {
  return (
    <Tooltip label="Search (Ctrl + K)">
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Search" onClick={navigationSearch.open}>
        <IconSearch size={20} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * Search over the navigation items the user may open (spec shell §2): the trimmed query matches titles
 * ignoring case and accents, at most ten suggestions, 'No results.' for a query without a match; arrows
 * and Enter or a click open a suggestion, Escape closes.
 */
export function NavigationSearch({ items }: { items: NavItem[] }) {
  const { user } = useSession();
  const router = useRouter();
  const titleOf = useNavTitle();
  const [query, setQuery] = useState("");
  const candidates = useMemo(() => searchableItems(flattenNavigation(items), user), [items, user]);
  const results = matchNavigation(candidates, query, titleOf);

  const open = (item: NavItem) => {
    const url = item.url ?? "/";
    if (isExternalUrl(url) || linkTarget(item) === "_blank") window.open(url, "_blank", "noopener");
    else void router.navigate({ href: url });
  };

  return (
    // The composed form of Mantine's Spotlight, so the dialog can carry a (visually hidden) title: the
    // ready-made one opens a dialog with no accessible name.
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={["mod + K"]}
      scrollable
      maxHeight={420}
    >
      <Modal.Title style={VISUALLY_HIDDEN}>Search</Modal.Title>
      <Spotlight.Search
        leftSection={<IconSearch size={20} stroke={1.6} />}
        placeholder="Search"
        aria-label="Search"
      />
      {results.length > 0 ? (
        <Spotlight.ActionsList>
          {results.map((item) => (
            <Spotlight.Action
              key={item.id}
              label={titleOf(item)}
              leftSection={<NavIcon name={item.icon} />}
              onClick={() => open(item)}
              data-testid={`search-result-${item.id}`}
            />
          ))}
        </Spotlight.ActionsList>
      ) : query.trim() ? (
        <Spotlight.Empty>No results.</Spotlight.Empty>
      ) : null}
    </Spotlight.Root>
  );
}
