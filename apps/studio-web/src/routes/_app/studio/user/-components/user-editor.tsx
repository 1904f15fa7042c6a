import type { UserCreateBody, UserEditBody, UserRecord } from "@adstudio/api-client";
import { isAdmin, UserCreateSchema, UserEditSchema } from "@adstudio/core";
import {
  Avatar,
  Divider,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useNavigate } from "@tanstack/react-router";
import { useSession } from "../../../../../features/auth/use-session";
import {
  EditorFrame,
  notifySaved,
  useCan,
  useSaveRecord,
  validateOrToast,
} from "../../../../../features/master-data";
import { usersKeys } from "../../../../../features/users/queries";
import { api } from "../../../../../lib/api";
import { CompaniesField, RoleField } from "./user-fields";
import { createBody, editBody, initialValues, type UserValues } from "./user-values";

/** Create or edit a user account (spec studio §2 /studio/user/{userId}). */
export function UserEditor({ user }: { user: UserRecord | null }) {
  const session = useSession();
  const navigate = useNavigate();
  const allowed = useCan(user ? "updateUser" : "createUser");
  const initial = initialValues(user);
  const form = useForm<UserValues>({ mode: "controlled", initialValues: initial });
  const save = useSaveRecord({
    mode: user ? "edit" : "create",
    // onSave validates with the create schema when there is no user yet, so the body is a full one then.
    save: (body: UserCreateBody | UserEditBody) =>
      user ? api.users.update(user._id, body) : api.users.create(body as UserCreateBody),
    invalidate: usersKeys.all,
    listPath: "/studio/users",
    form,
  });

  const onSave = () => {
    const values = form.getValues();
    if (!user) {
      const body = validateOrToast(UserCreateSchema, createBody(values), form);
      if (body) save.mutate(body);
      return;
    }
    const changes = editBody(values, initial);
    if (Object.keys(changes).length === 0) {
      // Nothing changed: the record already is what the form shows.
      notifySaved("edit");
      void navigate({ to: "/studio/users" });
      return;
    }
    const body = validateOrToast(UserEditSchema, changes, form);
    if (body) save.mutate(body);
  };

  return (
    <EditorFrame
      title={user ? user.displayName : "Create User"}
      caption={user ? "Edit User" : "A new account for someone who uses the studio."}
      backTo="/studio/users"
      backLabel="Back to Users"
      canSave={allowed}
      saving={save.isPending}
      onSave={onSave}
    >
      <Paper withBorder p="lg">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Username" autoComplete="off" {...form.getInputProps("username")} />
            <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps("email")} />
            <TextInput label="Display Name" {...form.getInputProps("displayName")} />
            <RoleField
              current={user?.role ?? null}
              value={form.values.role}
              onChange={(role) => form.setFieldValue("role", role)}
              error={form.errors.roleId ?? form.errors.roleName}
            />
          </SimpleGrid>
          <Group align="flex-end" wrap="nowrap">
            <Avatar src={form.values.photoURL || null} alt="" radius="xl" size="lg" />
            <TextInput
              label="Photo URL"
              placeholder="https://…"
              style={{ flex: 1 }}
              {...form.getInputProps("photoURL")}
            />
          </Group>
          <CompaniesField
            value={form.values.companyName}
            onChange={(ids) => form.setFieldValue("companyName", ids)}
            error={form.errors.companyName}
          />
          <Switch label="Active" {...form.getInputProps("active", { type: "checkbox" })} />
          {!user ? (
            <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps("password")} />
          ) : null}
        </Stack>
      </Paper>
      {user && isAdmin(session.user) ? (
        <Paper withBorder p="lg" mt="lg" component="section" aria-labelledby="reset-password">
          <Title order={2} size="h4" id="reset-password">
            Reset password
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Sets a new password and signs the user out everywhere. Leave empty to keep the current one.
          </Text>
          <Divider mb="sm" />
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            {...form.getInputProps("password")}
          />
        </Paper>
      ) : null}
    </EditorFrame>
  );
}
