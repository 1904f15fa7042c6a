import type { AppDeps } from "../../app-env.js";
import { sendNotice } from "../chat/index.js";
import * as repo from "./repo.js";

/** Where the studio shows an ad's details (and its approval card). */
export const adDetailsUrl = (origin: string, adId: string) => `${origin}/studio/ad-details/${adId}`;

interface Actor {
  id: string;
  displayName: string;
}

const withNote = (text: string, note: string | null) => (note ? `${text}\n\nNote: ${note}` : text);

/** A review request tells the company's users who may approve (the requester never hears of it). */
export async function tellReviewRequested(
  deps: AppDeps,
  event: { ad: repo.ApprovalAd; version: number; note: string | null; actor: Actor; origin: string },
): Promise<void> {
  const { ad, version, actor } = event;
  const to = await repo.approversOf(deps.database.db, ad.companyId);
  const text = withNote(
    `${actor.displayName} requested your review of "${ad.name}" (version ${version}): ${adDetailsUrl(event.origin, ad.id)}`,
    event.note,
  );
  await sendNotice(deps, {
    from: actor.id,
    to,
    text,
    mail: { subject: `Review requested: ${ad.name} (version ${version})`, text },
  });
}

/** A decision tells whoever requested review of that version, and the ad's creator. */
export async function tellDecision(
  deps: AppDeps,
  event: {
    ad: repo.ApprovalAd;
    version: number;
    approved: boolean;
    note: string | null;
    actor: Actor;
    to: string[];
    origin: string;
  },
): Promise<void> {
  const { ad, version, actor } = event;
  const what = event.approved
    ? `approved version ${version} of`
    : `requested changes to version ${version} of`;
  const text = withNote(
    `${actor.displayName} ${what} "${ad.name}": ${adDetailsUrl(event.origin, ad.id)}`,
    event.note,
  );
  const subject = `${event.approved ? "Approved" : "Changes requested"}: ${ad.name} (version ${version})`;
  await sendNotice(deps, { from: actor.id, to: event.to, text, mail: { subject, text } });
}

/** A publish of an approved version tells those who approved it. */
export async function tellPublished(
  deps: AppDeps,
  event: { adId: string; adName: string; version: number; actor: Actor; origin: string },
): Promise<void> {
  const to = await repo.approvedBy(deps.database.db, event.adId, event.version);
  const text = `${event.actor.displayName} published "${event.adName}" (approved version ${event.version}): ${adDetailsUrl(event.origin, event.adId)}`;
  await sendNotice(deps, {
    from: event.actor.id,
    to,
    text,
    mail: { subject: `Published: ${event.adName} (version ${event.version})`, text },
  });
}
