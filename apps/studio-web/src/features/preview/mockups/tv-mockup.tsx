import { CTV_FRAME } from "@adstudio/core";
import { FitBox } from "../fit-box";
import { CtvScreen } from "../vast/ctv-screen";
import classes from "./tv.module.css";

const BEZEL = { side: 12, top: 12, bottom: 24 } as const;
const STAND_HEIGHT = 30 + 10;
export const TV_SIZE = {
  width: CTV_FRAME.width + 2 * BEZEL.side,
  height: CTV_FRAME.height + BEZEL.top + BEZEL.bottom + STAND_HEIGHT,
} as const;

/** The connected-TV mock-up (in-stream, vast, vpaid): a 640 × 360 screen on a stand. */
export function TvMockup() {
  return (
    <FitBox width={TV_SIZE.width} height={TV_SIZE.height}>
      <figure className={classes.tv} data-testid="ctv-mockup" aria-label="Connected TV">
        <div className={classes.panel}>
          <div className={classes.screen} style={CTV_FRAME} data-testid="ctv-screen">
            <CtvScreen width={CTV_FRAME.width} height={CTV_FRAME.height} />
          </div>
          <span className={classes.brand} aria-hidden>
            ADSTUDIO
          </span>
          <span className={classes.led} aria-hidden />
        </div>
        <div className={classes.neck} aria-hidden />
        <div className={classes.base} aria-hidden />
      </figure>
    </FitBox>
  );
}
