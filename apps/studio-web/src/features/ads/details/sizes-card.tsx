import type { AdRecord } from "@adstudio/api-client";
import type { AdDocument } from "@adstudio/creative/document";
import { addSize, removeSize, sizeLabel } from "@adstudio/creative/resize";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { notify } from "../../../lib/notify";
import { reportError } from "../../../lib/report-error";
import { adKeys } from "../queries";
import { CustomSizeForm } from "../sizes/custom-size-form";
import { SizeButtons } from "../sizes/size-buttons";
import { allowsCustomSize, sizesToAdd, sizesToRemove } from "../sizes/size-options";

/**
 * The ad's sizes, for whoever may update ads: add one of the format's sizes (re-flowed from the base by
 * the layers' constraints, as in the editor) or a custom one, or remove one; each is saved at once.
 */
export function SizesCard({ ad }: { ad: AdRecord }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async ({ change }: { change: (document: AdDocument) => void; done: string }) => {
      const document = structuredClone(ad.document);
      change(document);
      return api.ads.update(ad._id, { revision: ad.revision, document });
    },
    onSuccess: async (_, { done }) => {
      await queryClient.invalidateQueries({ queryKey: adKeys.all });
      notify(done, "success");
    },
    onError: (error) => reportError(error, "Could not change the sizes."),
  });
  const add = (key: string) =>
    save.mutate({ change: (document) => addSize(document, key), done: `Added ${sizeLabel(key)}.` });
  const remove = (key: string) =>
    save.mutate({ change: (document) => removeSize(document, key), done: `Removed ${sizeLabel(key)}.` });
  const toAdd = sizesToAdd(ad.document);
  const toRemove = sizesToRemove(ad.document);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sizes-title">
      <Title order={2} size="h4" id="sizes-title" mb="sm">
        Sizes
      </Title>
      <Stack gap="sm">
        <Group gap={6} role="group" aria-label="The ad's sizes">
          {Object.keys(ad.document.teaser).map((key) => {
            const removable = toRemove.some((option) => option.key === key);
            return removable ? (
              <Button
                key={key}
                variant="default"
                size="compact-sm"
                rightSection={<IconX size={14} />}
                aria-label={`Remove ${sizeLabel(key)}`}
                loading={save.isPending}
                onClick={() => remove(key)}
              >
                {sizeLabel(key)}
              </Button>
            ) : (
              <Text key={key} size="sm" fw={500} px={6}>
                {sizeLabel(key)}
                {key === ad.document.baseSize ? " (base)" : ""}
              </Text>
            );
          })}
        </Group>
        {toAdd.length > 0 ? (
          <SizeButtons
            id="details-add-size"
            title="Add a size"
            options={toAdd}
            action="add"
            onClick={add}
            disabled={save.isPending}
          />
        ) : null}
        {allowsCustomSize(ad.document) ? <CustomSizeForm document={ad.document} onAdd={add} /> : null}
      </Stack>
    </Paper>
  );
}
