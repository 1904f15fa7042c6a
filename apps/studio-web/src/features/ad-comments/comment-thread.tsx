import type { AdComment, AdCommentPerson } from "@adstudio/api-client";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconCheck, IconRefresh } from "@tabler/icons-react";
import { forwardRef, useState } from "react";
import { CommentComposer } from "./comment-composer";
import classes from "./comments.module.css";
import { commentTime, type CommentThread as Thread } from "./threads";

/** One comment: author, time, the body as text (never HTML), and who it mentions. */
export function CommentItem({ comment }: { comment: AdComment }) {
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600} truncate>
          {comment.author.name}
        </Text>
        {comment.author.kind === "reviewer" ? (
          <Text size="xs" c="dimmed">
            reviewer
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" component="time" dateTime={comment.createdAt} title={comment.createdAt}>
          {commentTime(comment.createdAt)}
        </Text>
      </Group>
      {/* React puts the body in as text: markup in it shows as typed, never runs. */}
      <Text size="sm" className={classes.body} data-testid="comment-body">
        {comment.body}
      </Text>
      {comment.mentions.length > 0 ? (
        <Text size="xs" c="dimmed">
          Mentions: {comment.mentions.map((m) => `@${m.name}`).join(", ")}
        </Text>
      ) : null}
    </Stack>
  );
}

export interface CommentThreadProps {
  thread: Thread;
  active?: boolean;
  people?: readonly AdCommentPerson[];
  /** Where the thread points, as text ("300 × 250, page 1"); shown under its number. */
  where?: string;
  onReply?: (body: string, mentions: string[]) => Promise<unknown>;
  onResolve?: (resolved: boolean) => Promise<unknown>;
  onActivate?: () => void;
}

/**
 * A thread: its number, first comment and replies, then Reply and Resolve (or Reopen). Focusable, so a
 * marker's click can bring the keyboard to it.
 */
export const CommentThreadCard = forwardRef<HTMLElement, CommentThreadProps>(function CommentThreadCard(
  { thread, active, people, where, onReply, onResolve, onActivate },
  ref,
) {
  const [replying, setReplying] = useState(false);
  const [busy, setBusy] = useState(false);
  const { comment } = thread;
  const state = comment.resolved ? "resolved" : "open";
  const title = `Comment ${thread.number}`;
  const toggle = async () => {
    if (!onResolve) return;
    setBusy(true);
    try {
      await onResolve(!comment.resolved);
    } finally {
      setBusy(false);
    }
  };
  return (
    <article
      ref={ref}
      className={classes.thread}
      data-active={active || undefined}
      data-testid="comment-thread"
      aria-label={`${title}${comment.resolved ? ", resolved" : ""}`}
      tabIndex={-1}
      onFocus={onActivate}
    >
      <Stack gap="xs">
        <Group gap={8} wrap="nowrap" align="center">
          <span className={classes.number} data-state={state} aria-hidden>
            {thread.number}
          </span>
          <Text size="xs" c="dimmed" truncate>
            {where}
          </Text>
        </Group>
        {comment.resolved ? (
          <Text size="xs" c="dimmed">
            Resolved by {comment.resolvedBy ?? "someone"} on version {comment.resolvedVersion}
          </Text>
        ) : null}
        <CommentItem comment={comment} />
        {thread.replies.map((reply) => (
          <div key={reply._id} className={classes.reply}>
            <CommentItem comment={reply} />
          </div>
        ))}
        {replying && onReply ? (
          <CommentComposer
            label={`Reply to comment ${thread.number}`}
            submitLabel="Reply"
            people={people}
            autoFocus
            onSubmit={async (body, mentions) => {
              await onReply(body, mentions);
              setReplying(false);
            }}
            onCancel={() => setReplying(false)}
          />
        ) : (
          <Group gap="xs">
            {onReply ? (
              <Button
                variant="default"
                size="xs"
                onClick={() => setReplying(true)}
                aria-label={`Reply to comment ${thread.number}`}
              >
                Reply
              </Button>
            ) : null}
            {onResolve ? (
              <Button
                variant="default"
                size="xs"
                loading={busy}
                leftSection={
                  comment.resolved ? (
                    <IconRefresh size={14} />
                  ) : (
                    <IconCheck size={14} color="var(--mantine-color-green-9)" />
                  )
                }
                onClick={() => void toggle()}
                aria-label={`${comment.resolved ? "Reopen" : "Resolve"} comment ${thread.number}`}
              >
                {comment.resolved ? "Reopen" : "Resolve"}
              </Button>
            ) : null}
          </Group>
        )}
      </Stack>
    </article>
  );
});
