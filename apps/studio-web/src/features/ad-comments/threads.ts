import type { AdComment } from "@adstudio/api-client";

/** A thread as the panel and the markers show it: its first comment, its replies and its number. */
export interface CommentThread {
  /** 1, 2, 3 … in the order the threads were made: the marker's label and the panel's. */
  number: number;
  comment: AdComment;
  replies: AdComment[];
}

/**
 * The answer's flat list (each thread followed by its replies) as threads, numbered in the order they
 * were made; `sorted` puts the open ones first, then the resolved ones (each in that order).
 */
export function toThreads(comments: readonly AdComment[]): CommentThread[] {
  const threads: CommentThread[] = [];
  const byId = new Map<string, CommentThread>();
  for (const comment of comments) {
    if (comment.parent === null) {
      const thread = { number: threads.length + 1, comment, replies: [] };
      threads.push(thread);
      byId.set(comment._id, thread);
    } else byId.get(comment.parent)?.replies.push(comment);
  }
  return threads;
}

export const openFirst = (threads: readonly CommentThread[]): CommentThread[] => [
  ...threads.filter((t) => !t.comment.resolved),
  ...threads.filter((t) => t.comment.resolved),
];

/** Whether a thread's pin is on the size and page shown (a pin without a page shows on every page). */
export function pinnedOn(thread: CommentThread, size: string, page: string | null): boolean {
  const pin = thread.comment.pin;
  if (!pin || pin.size !== size || pin.x === null || pin.y === null) return false;
  return pin.page === null || page === null || pin.page === page;
}

const TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

/** A comment's time as people read it ("6 Dec, 14:05"), with the full time for a `<time>` title. */
export const commentTime = (iso: string) => TIME.format(new Date(iso));
