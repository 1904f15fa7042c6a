import { Alert, Button, Stack } from "@mantine/core";
import { IconAlertTriangle, IconArrowLeft } from "@tabler/icons-react";
import { type ErrorComponentProps, Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { notify } from "../../lib/notify";
import { errorMessage } from "../../lib/server-errors";
import { PageFrame } from "../layout/page-frame";

export interface EditorLoadErrorProps extends ErrorComponentProps {
  listTitle: string;
  listPath: string;
}

/**
 * What an editor shows when its record cannot be loaded (unknown id, no permission): the server's
 * message as an error toast (spec studio §8) and on the page, with the way back to the list.
 * Use it from a route's own `errorComponent` function, so the router splits it off with the page.
 */
export function EditorLoadError({ error, listTitle, listPath }: EditorLoadErrorProps) {
  const message = errorMessage(error);
  useEffect(() => notify(message, "error"), [message]);
  return (
    <PageFrame title={listTitle}>
      <Stack align="flex-start">
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          role="alert"
          title="Could not load the record"
        >
          {message}
        </Alert>
        <Button component={Link} to={listPath} variant="default" leftSection={<IconArrowLeft size={16} />}>
          Back to {listTitle}
        </Button>
      </Stack>
    </PageFrame>
  );
}

/**
 * @deprecated A factory call in `errorComponent` may keep this module in the entry chunk; prefer a
 * route-local `function LoadError(props) { return <EditorLoadError {...props} … /> }`.
 */
export function editorLoadError(listTitle: string, listPath: string) {
  return function LoadError(props: ErrorComponentProps) {
    return <EditorLoadError {...props} listTitle={listTitle} listPath={listPath} />;
  };
}
