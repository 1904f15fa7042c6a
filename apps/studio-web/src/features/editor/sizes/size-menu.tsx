import { sizeLabel } from "@adstudio/creative/resize";
import { ActionIcon, Button, Divider, Popover, Stack, Text, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconLayoutGrid, IconResize } from "@tabler/icons-react";
import { reportError } from "../../../lib/report-error";
import { CustomSizeForm } from "../../ads/sizes/custom-size-form";
import { SizeButtons } from "../../ads/sizes/size-buttons";
import { allowsCustomSize, sizesToAdd, sizesToRemove } from "../../ads/sizes/size-options";
import { useEditor, useEditorStore } from "../editor-context";
import { addSizeCommand, reflowSizeCommand, removeSizeCommand } from "../model/commands/sizes";
import { SizesOverview } from "./sizes-overview";

/**
 * Beside the size switcher: add one of the format's sizes the ad lacks (or a custom one, where the
 * format allows it), remove one, or see every size at once. Each change is one undo step.
 */
export function SizeMenu() {
  const document = useEditor((s) => s.document);
  const store = useEditorStore();
  const [overview, setOverview] = useDisclosure(false);
  const [opened, setOpened] = useDisclosure(false);
  const toAdd = sizesToAdd(document);
  const toRemove = sizesToRemove(document);
  // The popover closes after a change: the canvas then shows its result (an added size is shown), and
  // focus would otherwise be left on a button the change removed.
  const run = (change: () => void) => {
    setOpened.close();
    try {
      change();
    } catch (error) {
      reportError(error, "Could not change the sizes.");
    }
  };
  const add = (size: string) => run(() => store.getState().run(addSizeCommand, { size }));
  const remove = (size: string) => run(() => store.getState().run(removeSizeCommand, { size }));
  const shown = useEditor((s) => s.session.size);
  const reflow = () => run(() => store.getState().run(reflowSizeCommand, { size: shown }));
  return (
    <>
      <Popover
        opened={opened}
        onChange={(next) => (next ? setOpened.open() : setOpened.close())}
        position="bottom"
        shadow="md"
        withArrow
        trapFocus
      >
        <Popover.Target>
          <Tooltip label="Sizes">
            <ActionIcon variant="subtle" size="lg" aria-label="Sizes" onClick={setOpened.toggle}>
              <IconResize size={18} />
            </ActionIcon>
          </Tooltip>
        </Popover.Target>
        <Popover.Dropdown maw={360} data-testid="sizes-popover" aria-label="Sizes of the ad">
          <Stack gap="xs">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconLayoutGrid size={14} />}
              onClick={() => {
                setOpened.close();
                setOverview.open();
              }}
            >
              All sizes
            </Button>
            {shown !== document.baseSize ? (
              <Button variant="default" size="xs" onClick={reflow}>
                Lay out {sizeLabel(shown)} again from the base
              </Button>
            ) : null}
            <Divider />
            {toAdd.length === 0 ? (
              <Text size="xs" c="dimmed">
                The ad has every size its format offers.
              </Text>
            ) : (
              <SizeButtons
                id="add-size-title"
                title="Add a size"
                options={toAdd}
                action="add"
                onClick={add}
              />
            )}
            {allowsCustomSize(document) ? <CustomSizeForm document={document} onAdd={add} /> : null}
            {toRemove.length > 0 ? (
              <>
                <Divider />
                <SizeButtons
                  id="remove-size-title"
                  title="Remove a size"
                  options={toRemove}
                  action="remove"
                  onClick={remove}
                />
                <Text size="xs" c="dimmed">
                  The base size, {sizeLabel(document.baseSize)}, stays: the others are laid out from it.
                </Text>
              </>
            ) : null}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <SizesOverview opened={overview} onClose={setOverview.close} />
    </>
  );
}
