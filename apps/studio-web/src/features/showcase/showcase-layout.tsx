import type { AdStats, ShowcaseAd } from "@adstudio/api-client";
import type { AdType } from "@adstudio/core";
import { Loader, Text, Title } from "@mantine/core";
import { IconLayoutGrid } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { CardStats } from "./card-stats";
import { CategoryList } from "./category-list";
import { Pager } from "./pager";
import classes from "./showcase.module.css";
import { ShowcaseTopBar } from "./top-bar";

export const EMPTY_SHOWCASE = "No Ads to preview";
/** Cards in the first row of the widest layout (1360 px, cards of at least 250 px). */
const FIRST_ROW = 4;

interface ShowcaseLayoutProps {
  companyId: string | null;
  company: { name: string; logo: string } | null;
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
  /** `eager`: the card is in the first row, its picture is loaded at once. */
  renderCard: (ad: ShowcaseAd, eager: boolean) => ReactNode;
  /** The cards' live impression and scan counts by ad id (useAdStats); a card without any shows none. */
  stats?: ReadonlyMap<string, AdStats> | undefined;
  children?: ReactNode;
}

/** The full-screen showcase frame both versions share: top bar, categories, cards, paging. */
export function ShowcaseLayout(props: ShowcaseLayoutProps) {
  const {
    companyId,
    company,
    heading,
    categories,
    type,
    onType,
    page,
    onPage,
    docs,
    total,
    loading,
    renderCard,
    stats,
  } = props;
  return (
    <div className={classes.page}>
      <ShowcaseTopBar companyId={companyId} company={company} />
      <div className={classes.body}>
        <CategoryList categories={categories} active={type} onChoose={onType} />
        <main className={classes.main}>
          <Title order={1} size="h3">
            {heading}
          </Title>
          {docs === undefined && loading ? (
            <Loader role="status" aria-label="Loading ads" mx="auto" my="xl" />
          ) : docs && docs.length > 0 ? (
            <ul className={classes.grid} aria-label="Ads">
              {docs.map((ad, index) => {
                const counts = stats?.get(ad._id);
                return (
                  <li key={ad._id} className={classes.cardSlot}>
                    {renderCard(ad, index < FIRST_ROW)}
                    {counts ? <CardStats stats={counts} /> : null}
                  </li>
                );
              })}
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
