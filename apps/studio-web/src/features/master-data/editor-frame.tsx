import { Box, Button } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import type { FormEvent, ReactNode } from "react";
import { PageFrame } from "../layout/page-frame";

export interface EditorFrameProps {
  title: ReactNode;
  /** Shown under the title ('Edit Menu Collection'). */
  caption?: ReactNode;
  /** The list this editor belongs to (the header's back link). */
  backTo: string;
  backLabel: string;
  /** Runs on Save (the header button) and on Enter in a field. */
  onSave: () => void;
  saving?: boolean;
  /** Hides Save when the user may not save (no create or update permission). */
  canSave?: boolean;
  children: ReactNode;
}

/**
 * An editor page of master data: a back link to the list and a Save button in the header, the form below.
 * The form element wraps the page so Enter in a field saves too.
 */
export function EditorFrame({
  title,
  caption,
  backTo,
  backLabel,
  onSave,
  saving = false,
  canSave = true,
  children,
}: EditorFrameProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave && !saving) onSave();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate style={{ display: "contents" }}>
      <PageFrame
        back={{ to: backTo, label: backLabel }}
        title={title}
        subtitle={caption}
        actions={
          canSave ? (
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
              Save
            </Button>
          ) : null
        }
      >
        <Box maw={760}>{children}</Box>
      </PageFrame>
    </Box>
  );
}
