import type { AdComment, AdCommentPerson } from "@adstudio/api-client";
import { Alert, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconMapPinPlus, IconX } from "@tabler/icons-react";
import { useEffect, useMemo, useRef } from "react";
import { CommentComposer } from "./comment-composer";
import { CommentThreadCard } from "./comment-thread";
import { type CommentThread, openFirst, toThreads } from "./threads";

/** Where a new thread will be pinned, chosen by a click on the canvas. */
export interface DraftPin {
  size: string;
  page: string | null;
  x: number;
  y: number;
}

export interface CommentsPanelProps {
  /** The listed version's comments as the API answers them (each thread followed by its replies). */
  comments: readonly AdComment[] | undefined;
  loading?: boolean;
  error?: string | null;
  /** The version listed (0: the draft before the first review request). */
  version?: number;
  people?: readonly AdCommentPerson[];
  activeId?: string | null;
  onActivate?: (id: string | null) => void;
  /** Comment mode: the next click on the canvas pins a new comment. */
  placing?: boolean;
  onPlacingChange?: (placing: boolean) => void;
  draft?: DraftPin | null;
  onCancelDraft?: () => void;
  onAdd?: (pin: DraftPin, body: string, mentions: string[]) => Promise<unknown>;
  onReply?: (parent: string, body: string, mentions: string[]) => Promise<unknown>;
  onResolve?: (id: string, resolved: boolean) => Promise<unknown>;
  /** Says where a thread points ("300 × 250 · Page 1"). */
  describePin?: (comment: AdComment) => string;
}

/**
 * The Comments panel: the version's threads, open ones first, then resolved ones, each with its replies,
 * Reply and Resolve/Reopen; "Pin a comment" starts comment mode, and a pin chosen on the canvas opens a
 * composer at the top. Works from props and callbacks only, so the studio editor and a reviewer's page
 * (no account) can both use it.
 */
export function CommentsPanel({
  comments,
  loading,
  error,
  version,
  people,
  activeId,
  onActivate,
  placing,
  onPlacingChange,
  draft,
  onCancelDraft,
  onAdd,
  onReply,
  onResolve,
  describePin,
}: CommentsPanelProps) {
  const threads = useMemo(() => openFirst(toThreads(comments ?? [])), [comments]);
  const open = threads.filter((t) => !t.comment.resolved).length;
  const cards = useRef(new Map<string, HTMLElement>());
  // A marker's click brings its thread into view and the keyboard to it.
  useEffect(() => {
    if (!activeId) return;
    const card = cards.current.get(activeId);
    if (card && !card.contains(document.activeElement)) {
      card.scrollIntoView?.({ block: "nearest" });
      card.focus({ preventScroll: true });
    }
  }, [activeId]);

  return (
    <Stack gap="sm" data-testid="comments-panel">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} size="h5">
          Comments
        </Title>
        {onPlacingChange && onAdd ? (
          <Button
            size="xs"
            variant={placing ? "filled" : "light"}
            leftSection={placing ? <IconX size={14} /> : <IconMapPinPlus size={14} />}
            aria-pressed={placing}
            onClick={() => onPlacingChange(!placing)}
          >
            {placing ? "Stop pinning" : "Pin a comment"}
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" aria-live="polite">
        {placing
          ? "Click the canvas where the comment belongs. Escape stops."
          : loading || !comments
            ? ""
            : `${version === undefined || version === 0 ? "Draft" : `Version ${version}`}: ${open} open, ${threads.length - open} resolved.`}
      </Text>
      {draft && onAdd ? (
        <CommentComposer
          label="New comment"
          submitLabel="Comment"
          people={people}
          autoFocus
          onSubmit={(body, mentions) => onAdd(draft, body, mentions)}
          onCancel={onCancelDraft}
        />
      ) : null}
      {error ? (
        <Alert color="red" variant="light" title="The comments did not load">
          {error}
        </Alert>
      ) : loading || !comments ? (
        <Group gap="xs" role="status" aria-label="Loading comments">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Loading comments…
          </Text>
        </Group>
      ) : threads.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="comments-empty">
          No comments on this version yet.{onAdd ? " Choose “Pin a comment”, then click the canvas." : ""}
        </Text>
      ) : (
        <Stack gap="xs" component="section" aria-label="Threads">
          {threads.map((thread: CommentThread) => (
            <CommentThreadCard
              key={thread.comment._id}
              ref={(el) => {
                if (el) cards.current.set(thread.comment._id, el);
                else cards.current.delete(thread.comment._id);
              }}
              thread={thread}
              active={activeId === thread.comment._id}
              people={people}
              where={describePin?.(thread.comment)}
              onActivate={() => onActivate?.(thread.comment._id)}
              {...(onReply
                ? { onReply: (body, mentions) => onReply(thread.comment._id, body, mentions) }
                : {})}
              {...(onResolve ? { onResolve: (resolved) => onResolve(thread.comment._id, resolved) } : {})}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
