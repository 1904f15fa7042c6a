import { isApiError } from "@adstudio/api-client";
import type { AdType } from "@adstudio/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { usePageTitle } from "../../app/page-title";
import { takeShowcaseBootstrap } from "./bootstrap";
import { PublicCard } from "./public-card";
import { publicCardsQuery, publicCategoriesQuery } from "./queries";
import { ShowcaseLayout } from "./showcase-layout";
import { useAdStats } from "./use-ad-stats";

interface PublicShowcaseProps {
  companyId: string;
  page: number;
  type: AdType | undefined;
  onView: (view: { page: number; type: AdType | undefined }) => void;
  /**
   * What an unknown company shows: the studio's 404 page in the studio; the public entry, which has no
   * router to link back with, asks the server again (its answer for an unknown company is that page).
   */
  notFound: ReactNode;
}

/** The page's title: '{company name} showcase' (spec studio §2). */
export const publicShowcaseTitle = (name: string) => `${name} showcase`;

/** /showcase/{companyId}: the company's published ads, read-only, for anyone (no sign-in). */
export function PublicShowcasePage({ companyId, page, type, onView, notFound }: PublicShowcaseProps) {
  // The server's page carries the first view: the cards draw in the first render, with no call.
  const [bootstrap] = useState(() => takeShowcaseBootstrap(companyId));
  const firstView = page === 1 && type === undefined;
  const cards = useQuery({
    ...publicCardsQuery(companyId, { page, type }),
    ...(bootstrap && firstView ? { initialData: bootstrap.list } : {}),
  });
  const categories = useQuery({
    ...publicCategoriesQuery(companyId),
    ...(bootstrap ? { initialData: bootstrap.categories } : {}),
  });
  const company = cards.data?.company;
  const stats = useAdStats(cards.data?.docs);
  usePageTitle(company ? publicShowcaseTitle(company.name) : undefined);
  if (isApiError(cards.error) && cards.error.status === 404) return notFound;
  return (
    <ShowcaseLayout
      companyId={companyId}
      company={company ?? null}
      heading={company ? publicShowcaseTitle(company.name) : "Showcase"}
      categories={categories.data?.docs ?? []}
      type={type}
      onType={(next) => onView({ page: 1, type: next })}
      page={page}
      onPage={(next) => onView({ page: next, type })}
      docs={cards.data?.docs}
      total={cards.data?.total ?? 0}
      loading={cards.isPending}
      stats={stats}
      renderCard={(ad, eager) => <PublicCard ad={ad} eager={eager} />}
    />
  );
}
