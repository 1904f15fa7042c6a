import type { ShowcaseAd } from "@adstudio/api-client";
import { type AdType, can, isAdmin } from "@adstudio/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../lib/api";
import { notify } from "../../lib/notify";
import { reportError } from "../../lib/report-error";
import { canStartFormat } from "../ads/creatable-formats";
import { useSession } from "../auth/use-session";
import { CloneDialog } from "./clone-dialog";
import { companyFaceQuery, ownCardsQuery, ownCategoriesQuery, showcaseKeys } from "./queries";
import { OwnerCard } from "./showcase-card";
import { ShowcaseLayout } from "./showcase-layout";
import { useAdStats } from "./use-ad-stats";

interface MyShowcaseProps {
  page: number;
  type: AdType | undefined;
  /** Changes the address: a new category always goes back to page 1 (spec studio §4). */
  onView: (view: { page: number; type: AdType | undefined }) => void;
}

/** /my-showcase: the caller's company's cards with the owner's actions (viewShowcase or the admin group). */
export function MyShowcasePage({ page, type, onView }: MyShowcaseProps) {
  const user = useSession().user;
  const queryClient = useQueryClient();
  const companyId = user?.companyName[0];
  const face = useQuery({ ...companyFaceQuery(companyId ?? ""), enabled: Boolean(companyId) });
  const cards = useQuery(ownCardsQuery({ page, type }, companyId));
  const categories = useQuery(ownCategoriesQuery());
  const stats = useAdStats(cards.data?.docs);
  const [cloning, setCloning] = useState<ShowcaseAd | null>(null);
  const canEdit = isAdmin(user) || can(user, "changeShowcasePreview");

  const saveText = async (ad: ShowcaseAd, field: "previewName" | "previewHeading", value: string) => {
    try {
      await api.showcase.updatePreview({ id: ad._id, field, value });
      await queryClient.invalidateQueries({ queryKey: showcaseKeys.all });
      notify("Updated successfully", "success");
    } catch (error) {
      reportError(error, "Could not save the text.");
      throw error;
    }
  };

  return (
    <ShowcaseLayout
      companyId={companyId ?? null}
      company={face.data ?? null}
      heading="My Showcase"
      categories={categories.data?.docs ?? []}
      type={type}
      onType={(next) => onView({ page: 1, type: next })}
      page={page}
      onPage={(next) => onView({ page: next, type })}
      docs={cards.data?.docs}
      total={cards.data?.total ?? 0}
      loading={cards.isPending}
      stats={stats}
      renderCard={(ad, eager) => (
        <OwnerCard
          ad={ad}
          eager={eager}
          canEdit={canEdit}
          canClone={canStartFormat(user, ad.type)}
          onClone={setCloning}
          onSaveText={saveText}
        />
      )}
    >
      <CloneDialog ad={cloning} onClose={() => setCloning(null)} />
    </ShowcaseLayout>
  );
}
