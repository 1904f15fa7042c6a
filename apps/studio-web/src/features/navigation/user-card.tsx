import type { SessionUser } from "@adstudio/core";
import { Avatar, Box, Text } from "@mantine/core";
import classes from "./user-card.module.css";

/**
 * The navbar's user card (spec shell §2): photo, or Mantine's default avatar when there is none, with the
 * display name and email; folded navbars show the photo only.
 */
export function UserCard({ user, compact = false }: { user: SessionUser; compact?: boolean }) {
  const { displayName, email, photoURL } = user.data;
  return (
    <Box className={classes.card} data-compact={compact || undefined} data-testid="user-card">
      <Avatar
        src={photoURL || null}
        alt={displayName}
        size={compact ? 36 : 64}
        radius="xl"
        className={classes.avatar}
        data-testid="user-avatar"
      />
      {compact ? null : (
        <>
          <Text fw={600} mt="xs" truncate="end" maw="100%">
            {displayName}
          </Text>
          <Text size="xs" c="dimmed" truncate="end" maw="100%">
            {email}
          </Text>
        </>
      )}
    </Box>
  );
}
