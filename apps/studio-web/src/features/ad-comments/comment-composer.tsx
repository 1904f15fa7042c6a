import type { AdCommentPerson } from "@adstudio/api-client";
import { Button, Group, MultiSelect, Paper, Stack, Text, Textarea, UnstyledButton } from "@mantine/core";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import classes from "./comments.module.css";
import { matchingPeople, mentionQuery } from "./mention-query";

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
  const listId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const blank = body.trim() === "";
  // Typing "@" then letters offers the matching people; Enter or Tab (or a click) picks one.
  const [typed, setTyped] = useState<{ start: number; query: string } | null>(null);
  const [highlight, setHighlight] = useState(0);
  const offered = typed ? matchingPeople(people, typed.query) : [];
  const picking = offered.length > 0;
  const findMention = (text: string, caret: number) => {
    setTyped(people.length > 0 ? mentionQuery(text, caret) : null);
    setHighlight(0);
  };
  const pick = (person: AdCommentPerson) => {
    if (!typed) return;
    const end = typed.start + 1 + typed.query.length;
    const inserted = `@${person.name} `;
    const next = `${body.slice(0, typed.start)}${inserted}${body.slice(end)}`.slice(0, MAX);
    setBody(next);
    setMentions((current) => (current.includes(person._id) ? current : [...current, person._id]));
    setTyped(null);
    const caret = typed.start + inserted.length;
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(caret, caret);
    });
  };

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
    if (picking) {
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        const step = e.key === "ArrowDown" ? 1 : -1;
        setHighlight((h) => (h + step + offered.length) % offered.length);
        return;
      }
      if ((e.key === "Enter" && !e.ctrlKey && !e.metaKey) || e.key === "Tab") {
        e.preventDefault();
        const person = offered[highlight];
        if (person) pick(person);
        return;
      }
      if (e.key === "Escape") {
        e.stopPropagation();
        setTyped(null);
        return;
      }
    }
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
          ref={field}
          onChange={(e) => {
            setBody(e.currentTarget.value);
            findMention(e.currentTarget.value, e.currentTarget.selectionStart);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setTyped(null), 150)}
          aria-autocomplete={people.length > 0 ? "list" : undefined}
          aria-controls={picking ? listId : undefined}
          aria-activedescendant={picking ? `${listId}-${highlight}` : undefined}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MAX}
          autoFocus={autoFocus}
          error={error}
          aria-describedby={hint}
        />
        {picking ? (
          <Paper withBorder shadow="sm" p={4} id={listId} role="listbox" aria-label="People to mention">
            {offered.map((person, index) => (
              <UnstyledButton
                key={person._id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === highlight}
                className={classes.option}
                tabIndex={-1}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(person)}
              >
                {person.name}
              </UnstyledButton>
            ))}
          </Paper>
        ) : null}
        <Text id={hint} size="xs" c="dimmed">
          Plain text, Ctrl+Enter sends{people.length > 0 ? ", @ mentions someone" : ""}.{" "}
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
