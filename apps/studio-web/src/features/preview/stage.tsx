import type { Orientation, ParsedSize } from "@adstudio/core";
import { CreativeFrame } from "./creative-frame";
import { FitBox } from "./fit-box";
import { DESKTOP_WINDOW, DesktopPage } from "./mockups/desktop-page";
import { FixedFrame } from "./mockups/fixed-frame";
import { PhoneMockup } from "./mockups/phone-mockup";
import { QrOnly } from "./mockups/qr-only";
import { TvMockup } from "./mockups/tv-mockup";
import type { StageKind } from "./model";
import classes from "./preview.module.css";

interface StageProps {
  kind: StageKind;
  size: ParsedSize;
  name: string | undefined;
  link: string;
  browserBars: boolean;
  orientation: Orientation;
  windowSize: { width: number; height: number };
}

/** The mock-up (or the narrow-window view) that shows the creative. */
export function Stage({ kind, size, name, link, browserBars, orientation, windowSize }: StageProps) {
  switch (kind) {
    case "full-window":
      // A fixed size (a 300x250) is drawn at its size in the middle of the window, as the phone mock-up
      // draws it; stretched over the whole window it sat in a corner of an empty white page.
      if (size.width !== null && size.height !== null)
        return (
          <div className={classes.fullWindowFixed}>
            <FixedFrame width={size.width} height={size.height} />
          </div>
        );
      return (
        <div className={classes.fullWindow} data-testid="full-window-frame">
          <CreativeFrame width={windowSize.width} height={windowSize.height} />
        </div>
      );
    case "qr-only":
      return (
        <QrOnly
          link={link}
          name={name}
          downloadable={false}
          message="Scan the QR code, or open this link on a larger screen to see the preview."
        />
      );
    case "qr":
      return <QrOnly link={link} name={name} />;
    case "ctv":
      return <TvMockup />;
    case "phone":
      return <PhoneMockup size={size} browserBars={browserBars} orientation={orientation} />;
    case "fixed-frame":
      return <FixedFrame width={size.width ?? 300} height={size.height ?? 250} />;
    default:
      return (
        <FitBox width={DESKTOP_WINDOW.width} height={DESKTOP_WINDOW.height}>
          <DesktopPage size={size} name={name ?? ""} />
        </FitBox>
      );
  }
}
