import { isApiError, type Review } from "@adstudio/api-client";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { errorMessage } from "../../../lib/server-errors";
import { REVIEW_TICKET_FRESH_MS, reviewQuery } from "../queries";
import { useReviewComments } from "./review-comments";
import { ReviewFailed, ReviewGone, ReviewLoading, ReviewPasswordForm } from "./review-states";
import { ReviewView } from "./review-view";

interface ReviewPageProps {
  token: string;
  /**
   * A panel beside the ad (on a phone, below it) instead of the reviewer comments, which the page shows
   * there otherwise.
   */
  aside?: ReactNode;
}

/**
 * `/review/{token}`: what a reviewer without an account sees of one ad. Every state but the ad itself
 * (loading, password, unknown, expired or revoked, throttled) shows nothing of the ad.
 */
export function ReviewPage({ token, aside }: ReviewPageProps) {
  const [password, setPassword] = useState<string | undefined>(undefined);
  const review = useQuery(reviewQuery(token, password));
  if (review.isPending) {
    if (password !== undefined) return <ReviewPasswordForm error={null} checking onSubmit={setPassword} />;
    return <ReviewLoading />;
  }
  if (review.isError) {
    const error = review.error;
    const status = isApiError(error) ? error.status : 0;
    if (status === 401)
      return (
        <ReviewPasswordForm
          // The first 401 asks; a later one says the password typed was wrong.
          error={password === undefined ? null : error.message}
          checking={false}
          onSubmit={setPassword}
        />
      );
    if (status === 404 || status === 410) return <ReviewGone status={status} message={error.message} />;
    if (status === 429) return <ReviewFailed message={error.message} />;
    return <ReviewFailed message={errorMessage(error)} onRetry={() => void review.refetch()} />;
  }
  // A frame opened long after the answer would carry an expired ticket: fetch fresh ones first.
  const onChooseSize = () => {
    if (Date.now() - review.dataUpdatedAt > REVIEW_TICKET_FRESH_MS) void review.refetch();
  };
  if (aside !== undefined)
    return <ReviewView review={review.data} aside={aside} onChooseSize={onChooseSize} />;
  return (
    <ReviewWithComments token={token} password={password} review={review.data} onChooseSize={onChooseSize} />
  );
}

/** The ad with the link's comments beside it and their markers over the frame. */
function ReviewWithComments({
  token,
  password,
  review,
  onChooseSize,
}: {
  token: string;
  password: string | undefined;
  review: Review;
  onChooseSize: () => void;
}) {
  const { aside, overlay } = useReviewComments(token, password, review);
  return (
    <ReviewView
      review={review}
      aside={aside}
      overlay={(size, frame) => overlay(size.size, frame)}
      onChooseSize={onChooseSize}
    />
  );
}
