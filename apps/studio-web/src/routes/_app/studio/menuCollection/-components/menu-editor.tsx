import type { MenuCollectionItem, MenuEntryBody } from "@adstudio/api-client";
import { MENU_TYPES, MenuEntrySchema } from "@adstudio/core";
import { Paper, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { EditorFrame, useCan, useSaveRecord, validateOrToast } from "../../../../../features/master-data";
import { menuKeys, saveMenuEntry } from "../../../../../features/menu-collection/queries";
import { RolesSelect } from "./roles-select";

interface MenuValues {
  name: string;
  shortName: string;
  menuType: string | null;
  topMenu: string;
  roles: string[];
  icon: string;
  url: string;
}

const valuesOf = (entry: MenuCollectionItem | null): MenuValues => ({
  name: entry?.name ?? "",
  shortName: entry?.shortName ?? "",
  menuType: entry?.menuType ?? null,
  topMenu: entry?.topMenu ?? "",
  roles: entry?.roles ?? [],
  icon: entry?.icon ?? "",
  url: entry?.url ?? "",
});

/** The menu-collection form (spec studio §2 'Master-data routes', §5). */
export function MenuEditor({ entry }: { entry: MenuCollectionItem | null }) {
  const allowed = useCan(entry ? "updateMenuCollection" : "createMenuCollection");
  const form = useForm<MenuValues>({ mode: "controlled", initialValues: valuesOf(entry) });
  const save = useSaveRecord({
    mode: entry ? "edit" : "create",
    save: (body: MenuEntryBody) => saveMenuEntry(entry?._id ?? null, body),
    invalidate: menuKeys.all,
    listPath: "/studio/menuCollection",
    form,
  });

  return (
    <EditorFrame
      title={entry ? entry.name : "Create Menu Collection"}
      caption={entry ? "Edit Menu Collection" : undefined}
      backTo="/studio/menuCollection"
      backLabel="Back to Menu Collection"
      canSave={allowed}
      saving={save.isPending}
      onSave={() => {
        const body = validateOrToast(MenuEntrySchema, form.getValues(), form);
        if (body) save.mutate(body);
      }}
    >
      <Paper withBorder p="lg">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" {...form.getInputProps("name")} />
            <TextInput
              label="Short Name"
              description="The entry's id; children name it as their Top Menu."
              {...form.getInputProps("shortName")}
            />
            <Select
              label="Menu Type"
              placeholder="Choose a type"
              data={[...MENU_TYPES]}
              allowDeselect={false}
              {...form.getInputProps("menuType")}
            />
            <TextInput
              label="Top Menu"
              description="The parent's Short Name; empty at the top level."
              {...form.getInputProps("topMenu")}
            />
          </SimpleGrid>
          <RolesSelect
            value={form.values.roles}
            onChange={(roles) => form.setFieldValue("roles", roles)}
            error={form.errors.roles}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Icon" placeholder="e.g. IconUsers" {...form.getInputProps("icon")} />
            <TextInput label="URL" placeholder="/studio/…" {...form.getInputProps("url")} />
          </SimpleGrid>
        </Stack>
      </Paper>
    </EditorFrame>
  );
}
