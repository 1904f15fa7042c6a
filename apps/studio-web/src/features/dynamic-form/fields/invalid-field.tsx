import type { InvalidFieldDescriptor } from "@adstudio/form-engine";
import { Alert } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

/** A field of a kind the engine does not know (spec shell §5): shown, never validated. */
export function InvalidField({ field }: { field: InvalidFieldDescriptor }) {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />} title={field.label} p="xs">
      {field.message}
    </Alert>
  );
}
