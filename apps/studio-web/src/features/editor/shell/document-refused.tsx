import { Alert, List, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { EditedKind } from "../model/edited-kind";
import type { RefusedDocument } from "../model/open-document";

/**
 * What the editor shows instead of opening a document it cannot read (see `openDocument`): why, and each
 * issue at its field's path. Nothing is loaded into the editor, so nothing can be saved over it.
 */
export function DocumentRefused({ refused, kind }: { refused: RefusedDocument; kind: EditedKind }) {
  const what = kind === "template" ? "template" : "ad";
  return (
    <Stack p="md" align="flex-start">
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} />}
        role="alert"
        title={`This ${what} cannot be opened in the editor`}
      >
        <Text size="sm" mb="xs">
          {refused.newer
            ? `It was saved by a newer version of Adstudio than this page. Reload the page to get the latest studio, then open the ${what} again.`
            : `Its design is not an ad document this studio can read:`}
        </Text>
        <List size="sm">
          {refused.issues.map((issue) => (
            <List.Item key={`${issue.path}:${issue.message}`}>
              {issue.path ? `${issue.path}: ` : ""}
              {issue.message}
            </List.Item>
          ))}
        </List>
      </Alert>
    </Stack>
  );
}
