import type { ShowcaseAd } from "@adstudio/api-client";
import type { AdType } from "@adstudio/core";
import { Loader, Text, Title } from "@mantine/core";
import { IconLayoutGrid } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { CategoryList } from "./category-list";
import { Pager } from "./pager";
import classes from "./showcase.module.css";
import { ShowcaseTopBar } from "./top-bar";

export const EMPTY_SHOWCASE = "No Ads to preview";

interface ShowcaseLayoutProps {
  company: { _id: string; name: string; logo: string } | null;
  /** The page's heading (for screen readers and the eye). */
  heading: string;
  categories: readonly AdType[];
  type: AdType | undefined;
  onType: (type: AdType | undefined) => void;
  page: number;
  onPage: (page: number) => void;
  docs: ShowcaseAd[] | undefined;
  total: number;
  loading: boolean;
  renderCard: (ad: ShowcaseAd) => ReactNode;
  children?: ReactNode;
}

/** The full-screen showcase frame both versions share: top bar, categories, cards, paging. */
export function ShowcaseLayout(props: ShowcaseLayoutProps) {
  const { company, heading, categories, type, onType, page, onPage, docs, total, loading, renderCard } =
    props;
  return (
    <div className={classes.page}>
      <ShowcaseTopBar company={company} />
      <div className={classes.body}>
        <CategoryList categories={categories} active={type} onChoose={onType} />
        <main className={classes.main}>
          <Title order={1} size="h3">
            {heading}
          </Title>
          {docs === undefined && loading ? (
            <Loader aria-label="Loading ads" mx="auto" my="xl" />
          ) : docs && docs.length > 0 ? (
            <ul className={classes.grid} aria-label="Ads">
              {docs.map((ad) => (
                <li key={ad._id}>{renderCard(ad)}</li>
              ))}
            </ul>
          ) : (
            <div className={classes.empty}>
              <IconLayoutGrid size={40} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
              <Text fw={600} size="lg">
                {EMPTY_SHOWCASE}
              </Text>
            </div>
          )}
          <Pager page={page} total={total} onPage={onPage} />
        </main>
      </div>
      {props.children}
      <footer className={classes.footer}>
        © {new Date().getFullYear()} {company?.name || "Adstudio"} · Made with Adstudio
      </footer>
    </div>
  );
}
