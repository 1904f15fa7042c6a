import type { SessionUser } from "@adstudio/api-client";
import { rootRedirectFor } from "@adstudio/core";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { api } from "../../lib/api";
import { notify } from "../../lib/notify";
import { errorMessage } from "../../lib/server-errors";
import { sessionStore, signOut } from "./session-store";

interface MultipleDevicesProps {
  user: SessionUser;
  /** Where to go afterwards: the page the sign-in was heading for, or /login after signing out. */
  onDone: (path: string) => void;
}

/**
 * Offered right after a sign-in when the account is signed in elsewhere (login answered
 * `multipleDevices`): end the other sessions and continue, continue here keeping both (someone who
 * works on two machines on purpose), or sign out here instead.
 */
export function MultipleDevices({ user, onDone }: MultipleDevicesProps) {
  const [busy, setBusy] = useState<"others" | "self" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const nextPath = () => sessionStore.continuePath() ?? rootRedirectFor(user);

  async function logoutOthers() {
    setBusy("others");
    setFailure(null);
    try {
      const { message } = await api.auth.logoutOthers();
      notify(message, "success");
      onDone(nextPath());
    } catch (error) {
      // A 401 here already signed this session out (the page then offers /login).
      setFailure(errorMessage(error));
      setBusy(null);
    }
  }

  async function logoutHere() {
    setBusy("self");
    await signOut();
    onDone("/login");
  }

  return (
    <Stack gap="md">
      <Text ta="center">
        Your account is also signed in on another device or browser. Log out the other sessions, continue here
        and keep them, or sign out of this one.
      </Text>
      {failure ? (
        <Alert color="red" variant="light">
          {failure}
        </Alert>
      ) : null}
      <Button onClick={logoutOthers} loading={busy === "others"} disabled={busy === "self"} fullWidth>
        Logout from other devices
      </Button>
      <Button variant="default" onClick={() => onDone(nextPath())} disabled={busy !== null} fullWidth>
        Continue here
      </Button>
      <Button
        variant="subtle"
        color="gray"
        onClick={logoutHere}
        loading={busy === "self"}
        disabled={busy === "others"}
        fullWidth
      >
        Sign out here instead
      </Button>
    </Stack>
  );
}
