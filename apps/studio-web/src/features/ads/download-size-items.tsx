import { ALL_SIZES } from "@adstudio/contract";
import { Menu } from "@mantine/core";
import { sizeNames } from "./formats";

/**
 * The items of a "Download HTML5" menu: all sizes as one zip (when there are several), then each size
 * alone. The editor's toolbar and the ad details open the same choices.
 */
export function DownloadSizeItems({
  sizes,
  onDownload,
}: {
  sizes: readonly string[];
  onDownload: (size: string, label: string) => void;
}) {
  const names = sizeNames(Object.fromEntries(sizes.map((key) => [key, 1])));
  return (
    <>
      {sizes.length > 1 ? (
        <>
          <Menu.Item onClick={() => onDownload(ALL_SIZES, "all-sizes")}>
            All sizes (a zip of each size's zip)
          </Menu.Item>
          <Menu.Divider />
        </>
      ) : null}
      <Menu.Label>One size as a zip</Menu.Label>
      {sizes.map((size, index) => (
        <Menu.Item key={size} onClick={() => onDownload(size, names[index] ?? size)}>
          {names[index] ?? size}
        </Menu.Item>
      ))}
    </>
  );
}
