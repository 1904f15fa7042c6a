import type { ParsedSize } from "@adstudio/core";
import {
  IconArrowLeft,
  IconArrowRight,
  IconDotsVertical,
  IconLock,
  IconRefresh,
  IconStar,
  IconX,
} from "@tabler/icons-react";
import type { FrameDimensions } from "../frame-src";
import classes from "./desktop.module.css";
import { AdSlot, Heading, Lines, Picture, PUBLISHER_HOST } from "./page-skeleton";

/** Natural size of the browser window; it is scaled down as a whole in narrower windows. */
export const DESKTOP_WINDOW = { width: 1120, height: 760 } as const;
/** Width of the article column (window − padding − sidebar − gap). */
const ARTICLE_WIDTH = DESKTOP_WINDOW.width - 80 - 300 - 40;
/** A responsive desktop creative fills the article column at 16:9. */
const RESPONSIVE_SLOT = { width: ARTICLE_WIDTH, height: Math.round((ARTICLE_WIDTH * 9) / 16) };

export type DesktopPlacement = "top" | "aside" | "article";

/**
 * Where a page places a size: leaderboards and billboards (≥ 728 wide) under the site header,
 * skyscrapers and half-pages (≥ 600 tall) in the sidebar, everything else in the article.
 */
export function desktopPlacement(size: ParsedSize): { placement: DesktopPlacement; slot: FrameDimensions } {
  if (size.width === null || size.height === null) return { placement: "article", slot: RESPONSIVE_SLOT };
  const slot = { width: size.width, height: size.height };
  if (size.width >= 728) return { placement: "top", slot };
  if (size.height >= 600) return { placement: "aside", slot };
  return { placement: "article", slot };
}

function Chrome({ title }: { title: string }) {
  return (
    <>
      <div className={classes.titleBar} aria-hidden>
        <div className={classes.dots}>
          <span className={classes.dot} style={{ background: "#ff5f57" }} />
          <span className={classes.dot} style={{ background: "#febc2e" }} />
          <span className={classes.dot} style={{ background: "#28c840" }} />
        </div>
        <div className={classes.tab}>
          <span className={classes.favicon} />
          <span className={classes.tabTitle}>{title}</span>
          <IconX size={12} />
        </div>
      </div>
      <div className={classes.toolbar} aria-hidden>
        <IconArrowLeft size={17} />
        <IconArrowRight size={17} opacity={0.4} />
        <IconRefresh size={16} />
        <div className={classes.omnibox}>
          <IconLock size={13} />
          <span>
            {PUBLISHER_HOST}
            <span className={classes.path}>/world/2025/the-story-of-the-day</span>
          </span>
          <IconStar size={14} style={{ marginLeft: "auto" }} />
        </div>
        <IconDotsVertical size={16} />
      </div>
    </>
  );
}

/** The desktop mock-up (roll, belt, ace-desktop): the creative inside a publisher's article page. */
export function DesktopPage({ size, name }: { size: ParsedSize; name: string }) {
  const { placement, slot } = desktopPlacement(size);
  const scale = Math.min(1, (placement === "aside" ? 300 : ARTICLE_WIDTH + 340) / slot.width);
  return (
    <figure
      className={classes.window}
      style={DESKTOP_WINDOW}
      data-testid="desktop-page-mockup"
      data-placement={placement}
      aria-label="Desktop browser"
    >
      <Chrome title={`${name || "Preview"} – The Daily Example`} />
      <div className={classes.page}>
        <div className={classes.siteHeader} aria-hidden>
          <div className={classes.brand} />
          <div className={classes.nav}>
            {[1, 2, 3, 4, 5].map((item) => (
              <span key={item} className={classes.navItem} />
            ))}
          </div>
          <div className={classes.subscribe} />
        </div>
        <div className={classes.container}>
          {placement === "top" ? <AdSlot {...slot} scale={scale} /> : null}
          <div className={classes.columns}>
            <div>
              <Heading width={82} style={{ height: 26 }} />
              <Heading width={54} style={{ height: 26, marginTop: 10 }} />
              <Lines widths={[30]} style={{ marginTop: 16 }} />
              <Lines widths={[100, 98, 100, 95, 62]} style={{ marginTop: 22 }} />
              {placement === "article" ? (
                <AdSlot {...slot} scale={scale} style={{ marginBlock: 24 }} />
              ) : (
                <Picture height={300} style={{ marginBlock: 24 }} />
              )}
              <Lines widths={[100, 97, 100, 93, 100, 58, 100, 96, 99, 100, 74]} />
            </div>
            <aside className={classes.aside} aria-hidden={placement !== "aside"}>
              {placement === "aside" ? <AdSlot {...slot} scale={scale} /> : null}
              {[1, 2, 3, 4].map((card) => (
                <div key={card} className={classes.card}>
                  <Picture height={64} style={{ width: 96, flex: "none" }} />
                  <Lines widths={[100, 90, 56]} style={{ flex: 1 }} />
                </div>
              ))}
            </aside>
          </div>
        </div>
      </div>
    </figure>
  );
}
