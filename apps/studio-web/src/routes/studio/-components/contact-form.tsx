import { ContactMessageSchema } from "@adstudio/core";
import { Alert, Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { api } from "../../../lib/api";
import { notify } from "../../../lib/notify";
import { showServerError } from "../../../lib/server-errors";
import { useSchemaForm } from "../../../lib/use-schema-form";

export const CONTACT_SENT_MESSAGE = "Your message has been sent.";

const FIELDS = ["name", "email", "subject", "message"] as const;

interface ContactFormProps {
  /** Cancel leaves the form (spec studio §2: back to /login). */
  onCancel: () => void;
}

/**
 * Contact-us form (spec studio §2, §5): name, email, subject and message, each mandatory. Submit is
 * always enabled so that pressing it on an empty form shows what is missing; a sent message is
 * confirmed with a notice and the form starts over.
 */
export function ContactForm({ onCancel }: ContactFormProps) {
  const form = useSchemaForm(ContactMessageSchema, { name: "", email: "", subject: "", message: "" });
  const [failure, setFailure] = useState<string | null>(null);

  // Keyboard and screen-reader users land on the first field to fix.
  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await api.mail.send({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      notify(CONTACT_SENT_MESSAGE, "success");
      form.reset();
    } catch (error) {
      setFailure(showServerError(form, error, FIELDS));
    }
  }, focusFirstError);

  // Every field is required, so inputs carry `required` without asterisks (which would also join the labels).
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          name="name"
          autoComplete="name"
          required
          withAsterisk={false}
          {...form.getInputProps("name")}
        />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          withAsterisk={false}
          {...form.getInputProps("email")}
        />
        <TextInput
          label="Subject"
          name="subject"
          required
          withAsterisk={false}
          {...form.getInputProps("subject")}
        />
        <Textarea
          label="Message"
          name="message"
          required
          withAsterisk={false}
          autosize
          minRows={4}
          maxRows={12}
          {...form.getInputProps("message")}
        />
        {failure ? (
          <Alert color="red" variant="light" title="Your message was not sent">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
