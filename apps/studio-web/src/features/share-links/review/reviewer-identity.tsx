import { Button, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";

/** Who a reviewer signs as, typed once per link and kept in this browser. */
export interface ReviewerIdentity {
  name: string;
  email: string;
}

const NAME_MAX = 80;
const storageKey = (linkId: string) => `adstudio.reviewer.${linkId}`;

/** The name and e-mail this browser gave for the link before, if any. */
export function storedIdentity(linkId: string): ReviewerIdentity | null {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey(linkId));
    const parsed = raw ? (JSON.parse(raw) as Partial<ReviewerIdentity>) : null;
    if (!parsed || typeof parsed.name !== "string" || parsed.name.trim() === "") return null;
    return { name: parsed.name, email: typeof parsed.email === "string" ? parsed.email : "" };
  } catch {
    // Storage may be off (private mode): the reviewer is simply asked again.
    return null;
  }
}

export function storeIdentity(linkId: string, identity: ReviewerIdentity): void {
  try {
    globalThis.localStorage?.setItem(storageKey(linkId), JSON.stringify(identity));
  } catch {
    // Not kept: asked again next time.
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Asked once before a reviewer's first comment: a name (1–80 characters) and an optional e-mail, which
 * the studio's team sees; other reviewers see only the name. The server checks both again.
 */
export function ReviewerIdentityForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: ReviewerIdentity | null;
  onSave: (identity: ReviewerIdentity) => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial?.name ?? "");
  const [email, setEmail] = useState(initial?.email ?? "");
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = { name: name.trim(), email: email.trim() };
    const found = {
      ...(trimmed.name === "" || trimmed.name.length > NAME_MAX
        ? { name: "Give your name (1 to 80 characters) to comment." }
        : {}),
      ...(trimmed.email !== "" && !EMAIL.test(trimmed.email)
        ? { email: "Enter a valid e-mail address, or leave it empty." }
        : {}),
    };
    setErrors(found);
    if (!found.name && !found.email) onSave(trimmed);
  };
  return (
    <Paper
      withBorder
      p="sm"
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="reviewer-identity-title"
    >
      <Stack gap="xs">
        <Title order={3} size="h6" id="reviewer-identity-title">
          Before you comment
        </Title>
        <Text size="xs" c="dimmed">
          Your name shows with your comments. The ad's team may use your e-mail to answer you; nobody else
          sees it.
        </Text>
        <TextInput
          label="Your name"
          required
          maxLength={NAME_MAX}
          autoComplete="name"
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextInput
          label="E-mail (optional)"
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Stack gap={4} align="flex-start">
          <Button type="submit" size="xs">
            Continue
          </Button>
          {onCancel ? (
            <Button size="xs" variant="subtle" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
