import type { AdComment, Review, ReviewCommentInput } from "@adstudio/api-client";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { errorMessage } from "../../../lib/server-errors";
import {
  CommentMarkers,
  CommentPlacer,
  CommentsPanel,
  DraftMarker,
  type DraftPin,
  pinnedOn,
  toThreads,
} from "../../ad-comments";
import { reviewCommentsQuery, useAddReviewComment } from "../queries";
import {
  type ReviewerIdentity,
  ReviewerIdentityForm,
  storedIdentity,
  storeIdentity,
} from "./reviewer-identity";

/** "300 × 250" for `sz300x250`, the key itself for the special sizes. */
const sizeLabel = (size: string) => {
  const match = /^sz(\d+)x(\d+)$/.exec(size);
  return match ? `${match[1]} × ${match[2]}` : size;
};
const describePin = (comment: AdComment) => (comment.pin?.size ? sizeLabel(comment.pin.size) : "");

/**
 * The reviewer's comments on a review page: the link's ad's threads in the panel beside (or below) the
 * ad and as markers over its frame. A `comment` link adds "Pin a comment" (a click on the ad places the
 * pin) and replies, signed with a name asked once and kept for the link in this browser.
 */
export function useReviewComments(token: string, password: string | undefined, review: Review) {
  const canComment = review.link.mode === "comment";
  const comments = useQuery(reviewCommentsQuery(token, password));
  const add = useAddReviewComment(token, password);
  const [identity, setIdentity] = useState(() => storedIdentity(review.link._id));
  const [askIdentity, setAskIdentity] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [draft, setDraft] = useState<DraftPin | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);

  // Escape leaves pin mode, like in the editor.
  useEffect(() => {
    if (!placing) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setPlacing(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [placing]);

  const send = async (input: Omit<ReviewCommentInput, "name" | "email">) => {
    if (!identity) throw new Error("Give your name to comment.");
    try {
      return await add.mutateAsync({
        ...input,
        name: identity.name,
        ...(identity.email ? { email: identity.email } : {}),
      });
    } catch (failure) {
      throw new Error(errorMessage(failure));
    }
  };
  const saveIdentity = (next: ReviewerIdentity) => {
    storeIdentity(review.link._id, next);
    setIdentity(next);
    setAskIdentity(false);
  };
  const startPlacing = (next: boolean) => {
    setPlacing(next);
    if (!next) return;
    setDraft(null);
    // On a phone the panel is below the ad: bring the ad (now a pin target) back into view.
    requestAnimationFrame(() =>
      document.querySelector("[data-testid='comment-placer']")?.scrollIntoView?.({ block: "center" }),
    );
  };

  const threads = useMemo(() => toThreads(comments.data?.comments ?? []), [comments.data]);

  const aside = (
    <Stack gap="sm" p="md">
      {canComment && (!identity || askIdentity) ? (
        <ReviewerIdentityForm
          initial={identity}
          onSave={saveIdentity}
          {...(identity ? { onCancel: () => setAskIdentity(false) } : {})}
        />
      ) : null}
      {canComment && identity && !askIdentity ? (
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed" miw={0} style={{ overflowWrap: "anywhere" }}>
            Commenting as <strong>{identity.name}</strong>
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => setAskIdentity(true)}>
            Change
          </Button>
        </Group>
      ) : null}
      {!canComment ? (
        <Text size="xs" c="dimmed">
          This link lets you view the ad and its comments; ask for a comment link to add your own.
        </Text>
      ) : null}
      <CommentsPanel
        comments={comments.data?.comments}
        loading={comments.isPending}
        error={comments.error ? errorMessage(comments.error) : null}
        version={comments.data?.version}
        activeId={activeId}
        onActivate={setActiveId}
        describePin={describePin}
        {...(canComment && identity
          ? {
              placing,
              onPlacingChange: startPlacing,
              draft,
              onCancelDraft: () => setDraft(null),
              onAdd: async (pin: DraftPin, body: string) => {
                const { comment } = await send({ body, size: pin.size, x: pin.x, y: pin.y });
                setDraft(null);
                setActiveId(comment._id);
              },
              onReply: (parent: string, body: string) => send({ body, parent }),
            }
          : {})}
      />
    </Stack>
  );

  /** The markers of the shown size, the pin being written, and pin mode's crosshair, over the frame. */
  const overlay = (size: string, frame: { width: number; height: number }) => {
    const stage = { w: frame.width, h: frame.height };
    const shown = threads.filter((t) => pinnedOn(t, size, null));
    return (
      <>
        <CommentMarkers
          threads={shown}
          stage={stage}
          zoom={1}
          activeId={activeId}
          onOpen={(thread) => setActiveId(thread.comment._id)}
        />
        {draft && draft.size === size ? <DraftMarker x={draft.x} y={draft.y} stage={stage} zoom={1} /> : null}
        {placing ? (
          <CommentPlacer
            onPlace={(point) => {
              setDraft({ size, page: null, ...point });
              setPlacing(false);
            }}
          />
        ) : null}
      </>
    );
  };

  return { aside, overlay };
}
