import type { AdCommentPerson } from "@adstudio/api-client";
import { Button, Group, MultiSelect, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";

export interface CommentComposerProps {
  /** The textarea's label ("Comment", "Reply to comment 2"). */
  label: string;
  submitLabel: string;
  /** Who may be mentioned; none (a reviewer's page) hides the picker. */
  people?: readonly AdCommentPerson[];
  /** Sends the comment; a rejection's message is shown under the field and the text is kept. */
  onSubmit: (body: string, mentions: string[]) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

const MAX = 2000;

/**
 * Writing a comment or a reply: plain text (line breaks kept), at most 2000 characters, and an explicit
 * mention picker of the people who can see the ad (a chat message and an e-mail tell them). Ctrl+Enter
 * sends, Escape cancels when there is something to cancel to.
 */
export function CommentComposer({
  label,
  submitLabel,
  people = [],
  onSubmit,
  onCancel,
  autoFocus,
}: CommentComposerProps) {
  const [body, setBody] = useState("");
  const [mentions, setMentions] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const hint = useId();
  const blank = body.trim() === "";

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (blank || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSubmit(body, mentions);
      setBody("");
      setMentions([]);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The comment was not saved.");
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) void submit();
    if (e.key === "Escape" && onCancel) {
      e.stopPropagation();
      onCancel();
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <Textarea
          label={label}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MAX}
          autoFocus={autoFocus}
          error={error}
          aria-describedby={hint}
        />
        <Text id={hint} size="xs" c="dimmed">
          Plain text, Ctrl+Enter sends.{" "}
          {body.length > MAX - 200 ? `${MAX - body.length} characters left.` : ""}
        </Text>
        {people.length > 0 ? (
          <MultiSelect
            label="Mention (@)"
            description="They get a chat message and an e-mail."
            placeholder={mentions.length ? undefined : "Choose people"}
            data={people.map((p) => ({ value: p._id, label: p.name }))}
            value={mentions}
            onChange={setMentions}
            searchable
            clearable
            size="xs"
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <Group gap="xs" justify="flex-end">
          {onCancel ? (
            <Button variant="subtle" size="xs" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="xs" disabled={blank} loading={sending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
