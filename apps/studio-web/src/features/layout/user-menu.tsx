import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconLogin, IconLogout, IconUserPlus } from "@tabler/icons-react";
import { Link, useRouter } from "@tanstack/react-router";
import { signOut } from "../auth/session-store";
import { useSession } from "../auth/use-session";

/**
 * The toolbar's user menu (spec shell §2): name and role; guests get Login and Register, signed-in users
 * Logout, which ends the session and goes to /.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { user } = useSession();
  const router = useRouter();
  const name = user?.data.displayName || "Guest";
  const role = user?.role.roleName || "Guest";

  const logout = async () => {
    await signOut();
    await router.navigate({ to: "/" });
  };

  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        {/* Named by what it shows (the name and role), after a hidden "User menu:", so the words a user
            sees are its name (axe: label-content-name-mismatch, WCAG 2.5.3); compact, the picture's alt. */}
        <UnstyledButton data-testid="user-menu" px={4} py={2}>
          <VisuallyHidden>User menu: </VisuallyHidden>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user?.data.photoURL || null} alt={compact ? name : ""} radius="xl" size={32} />
            {compact ? null : (
              <div style={{ lineHeight: 1.2, minWidth: 0 }}>
                <Text size="sm" fw={600} truncate="end" maw={160} data-testid="user-menu-name">
                  {name}
                </Text>
                <Text size="xs" c="dimmed" tt="capitalize" data-testid="user-menu-role">
                  {role}
                </Text>
              </div>
            )}
            {/* Compact, the avatar alone: a phone's toolbar has no room for the chevron too. */}
            {compact ? null : <IconChevronDown size={14} aria-hidden />}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {compact ? (
          // Narrow toolbars show only the avatar, so the name and role move into the menu.
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)">
              {name}
            </Text>
            <Text size="xs" tt="capitalize">
              {role}
            </Text>
          </Menu.Label>
        ) : null}
        {user ? (
          <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
            Logout
          </Menu.Item>
        ) : (
          <>
            <Menu.Item component={Link} to="/login" leftSection={<IconLogin size={16} />}>
              Login
            </Menu.Item>
            <Menu.Item component={Link} to="/register" leftSection={<IconUserPlus size={16} />}>
              Register
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
