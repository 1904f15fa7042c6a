import { flattenNavigation, type NavItem } from "@adstudio/core";
import { ActionIcon, Tooltip } from "@mantine/core";
import { createSpotlight, Spotlight } from "@mantine/spotlight";
import { IconSearch } from "@tabler/icons-react";
import { useRouter } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useSession } from "../auth/use-session";
import { NavIcon } from "../navigation/nav-icons";
import { isExternalUrl, linkTarget } from "../navigation/nav-paths";
import { useNavTitle } from "../navigation/use-nav-title";
import { matchNavigation, searchableItems } from "./search-matching";

import "@mantine/spotlight/styles.css";

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
    <Spotlight
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      actions={results.map((item) => ({
        id: item.id,
        label: titleOf(item),
        leftSection: <NavIcon name={item.icon} />,
        onClick: () => open(item),
        "data-testid": `search-result-${item.id}`,
      }))}
      // Matching happened above; Mantine's own filter would also look at descriptions and keywords.
      filter={(_query, actions) => actions}
      nothingFound={query.trim() ? "No results." : null}
      shortcut={["mod + K"]}
      searchProps={{
        leftSection: <IconSearch size={20} stroke={1.6} />,
        placeholder: "Search",
        "aria-label": "Search",
      }}
      scrollable
      maxHeight={420}
    />
  );
}
