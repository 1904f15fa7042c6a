import type { Orientation, ParsedSize } from "@adstudio/core";
import { xrPagePathOf } from "@adstudio/creative/xr";
import { useRef, useState } from "react";
import { CreativeContext, type CreativeSource } from "./creative-context";
import { PRODUCT_NAME } from "./links";
import { downloadVcf } from "./messages";
import {
  activeSize,
  type Device,
  defaultDevice,
  defaultOrientation,
  panelControls,
  resolveDevice,
  rotationAllowed,
  stageFor,
  type ToggleState,
  teaserLabel,
  teaserSizes,
} from "./model";
import classes from "./preview.module.css";
import { previewLink } from "./preview-link";
import { QrModal } from "./qr/qr-modal";
import type { PreviewSearch } from "./search";
import { useShowcaseUrl } from "./showcase-link";
import { SidePanel } from "./side-panel";
import { Stage } from "./stage";
import { TopBar } from "./top-bar";
import { useCreativeMessages } from "./use-creative-messages";
import { useNoContextMenu } from "./use-no-context-menu";
import { useWindowSize } from "./use-window-size";

export interface PreviewPageProps {
  search: PreviewSearch;
  /** Writes the chosen size or browser-bar flag into the address (replacing the history entry). */
  onSearchChange: (patch: Partial<PreviewSearch>) => void;
}

/** The ad preview page (spec §2), shared by /preview and /studio/preview. */
export function PreviewPage({ search, onSearchChange }: PreviewPageProps) {
  const type = search.type ?? "";
  const size = activeSize(search);
  const teasers = teaserSizes(search);
  const windowSize = useWindowSize();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [reloadedAt, setReloadedAt] = useState<number | null>(null);
  const [qrOpen, setQrOpen] = useState(false);
  const showcaseUrl = useShowcaseUrl(search.url);
  const [deviceChoice, setDeviceChoice] = useState<Device | null>(null);
  // Rotation and the creative's toggle wishes belong to the size they were made for.
  const [rotation, setRotation] = useState<{ size: string; orientation: Orientation } | null>(null);
  const [fromCreative, setFromCreative] = useState<{ size: string; toggles: Partial<ToggleState> }>({
    size: size.size,
    toggles: {},
  });

  useNoContextMenu();
  useCreativeMessages(frameRef, {
    onDownloadVcf: downloadVcf,
    onToggles: (toggles) =>
      setFromCreative((previous) => ({
        size: size.size,
        toggles: previous.size === size.size ? { ...previous.toggles, ...toggles } : toggles,
      })),
  });

  const controls = panelControls(type, size, fromCreative.size === size.size ? fromCreative.toggles : {});
  const device = resolveDevice(deviceChoice, defaultDevice(type, size), controls);
  const stage = stageFor(type, size, device, windowSize.width || 1024);
  const orientation = rotation?.size === size.size ? rotation.orientation : defaultOrientation(size);
  const browserBars = search.showBrowsersBars ?? false;
  // An AI tracker's QR code opens its published phone page (camera and poster tracking, issue 35); a
  // sample or a draft has none, so its code opens this preview.
  const xrPage = type === "ai-tracker" && search.url ? xrPagePathOf(search.url) : null;
  const link = xrPage ? `${globalThis.location?.origin ?? ""}${xrPage}` : previewLink(search, size.size);
  const source: CreativeSource = { url: search.url, type, name: search.name ?? "", reloadedAt, frameRef };

  const view = (
    <Stage
      kind={stage}
      size={size}
      name={search.name}
      link={link}
      browserBars={browserBars}
      orientation={orientation}
      windowSize={windowSize}
    />
  );
  if (stage === "full-window" || stage === "qr-only") {
    return (
      <CreativeContext.Provider value={source}>
        <main className={stage === "qr-only" ? classes.narrow : undefined} data-testid="preview-page">
          {view}
        </main>
      </CreativeContext.Provider>
    );
  }

  const selectSize = (next: ParsedSize) => onSearchChange({ size: next.size });
  return (
    <CreativeContext.Provider value={source}>
      <div className={classes.page} data-testid="preview-page" data-stage={stage}>
        <TopBar
          uid={search.uid}
          type={search.type}
          teasers={teasers}
          active={size}
          onSelect={selectSize}
          onReload={() => setReloadedAt(Date.now())}
          showcaseUrl={showcaseUrl}
        />
        <div className={classes.body}>
          {controls.hidden ? null : (
            <SidePanel
              controls={controls}
              device={device}
              browserBars={browserBars}
              canRotate={rotationAllowed(type, stage)}
              link={link}
              onDevice={setDeviceChoice}
              onBrowserBars={(on) => onSearchChange({ showBrowsersBars: on })}
              onRotate={() =>
                setRotation({
                  size: size.size,
                  orientation: orientation === "portrait" ? "landscape" : "portrait",
                })
              }
              onQr={() => setQrOpen(true)}
            />
          )}
          <main className={classes.stage} data-testid="preview-stage">
            {view}
          </main>
        </div>
        <footer className={classes.footer}>
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </footer>
        <QrModal
          opened={qrOpen}
          onClose={() => setQrOpen(false)}
          link={link}
          sizeLabel={teaserLabel(size, search.type)}
        />
      </div>
    </CreativeContext.Provider>
  );
}
