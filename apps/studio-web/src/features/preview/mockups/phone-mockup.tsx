import type { Orientation, ParsedSize } from "@adstudio/core";
import {
  IconAntennaBars5,
  IconBattery3,
  IconBook2,
  IconChevronLeft,
  IconChevronRight,
  IconCopy,
  IconLock,
  IconRotateClockwise,
  IconShare2,
  IconWifi,
} from "@tabler/icons-react";
import { CreativeFrame } from "../creative-frame";
import { MobilePage } from "./mobile-page";
import { PUBLISHER_HOST } from "./page-skeleton";
import classes from "./phone.module.css";
import { phoneGeometry } from "./phone-geometry";

interface PhoneMockupProps {
  size: ParsedSize;
  browserBars: boolean;
  orientation: Orientation;
}

/**
 * The phone mock-up (spec §2): 360 px wide, 730 px tall with browser bars and 660 px without, turned
 * sideways in landscape. Full-screen sizes fill the page; fixed sizes sit in a mobile web page.
 */
export function PhoneMockup({ size, browserBars, orientation }: PhoneMockupProps) {
  const geometry = phoneGeometry(browserBars, orientation);
  const { viewport } = geometry;
  return (
    <figure
      className={classes.device}
      style={{ width: geometry.outer.width, height: geometry.outer.height }}
      data-testid="phone-mockup"
      data-orientation={orientation}
      data-browser-bars={browserBars}
      aria-label={`Phone, ${orientation}${browserBars ? ", with browser bars" : ""}`}
    >
      <div className={classes.screen}>
        <div className={classes.island} aria-hidden />
        {geometry.statusBar ? (
          <div className={classes.statusBar} aria-hidden>
            <span>9:41</span>
            <span className={classes.statusIcons}>
              <IconAntennaBars5 size={14} stroke={2.2} />
              <IconWifi size={14} stroke={2.2} />
              <IconBattery3 size={18} stroke={1.8} />
            </span>
          </div>
        ) : null}
        {geometry.addressBar ? (
          <div className={classes.addressBar} data-testid="phone-address-bar" aria-hidden>
            <span className={classes.urlPill}>
              <IconLock size={12} stroke={2} />
              <span className={classes.urlText}>{PUBLISHER_HOST}</span>
            </span>
            <IconRotateClockwise size={16} stroke={1.8} />
          </div>
        ) : null}
        <div
          className={classes.viewport}
          style={{ width: viewport.width, height: viewport.height }}
          data-testid="phone-viewport"
        >
          {size.width === null || size.height === null ? (
            <CreativeFrame width={viewport.width} height={viewport.height} />
          ) : (
            <MobilePage viewport={viewport} slot={{ width: size.width, height: size.height }} />
          )}
        </div>
        {geometry.toolbar ? (
          <div className={classes.toolbar} data-testid="phone-toolbar" aria-hidden>
            <IconChevronLeft size={18} stroke={2} />
            <IconChevronRight size={18} stroke={2} opacity={0.4} />
            <IconShare2 size={17} stroke={1.8} />
            <IconBook2 size={17} stroke={1.8} />
            <IconCopy size={17} stroke={1.8} />
          </div>
        ) : null}
        <div className={classes.homeIndicator} aria-hidden />
      </div>
    </figure>
  );
}
