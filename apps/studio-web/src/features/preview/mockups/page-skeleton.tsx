import type { CSSProperties } from "react";
import { CreativeFrame } from "../creative-frame";
import classes from "./skeleton.module.css";

/** The made-up publisher whose page the creatives are shown on. */
export const PUBLISHER_HOST = "news.example.com";

/** Grey text lines; `widths` in percent, the last line of a paragraph usually shorter. */
export function Lines({ widths, style }: { widths: number[]; style?: CSSProperties }) {
  return (
    <div className={classes.lines} style={style} aria-hidden>
      {widths.map((width, index) => (
        <div key={index} className={classes.line} style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

export function Heading({ width, style }: { width: number; style?: CSSProperties }) {
  return <div className={classes.heading} style={{ width: `${width}%`, ...style }} aria-hidden />;
}

export function Picture({ height, style }: { height: number; style?: CSSProperties }) {
  return <div className={classes.picture} style={{ height, ...style }} aria-hidden />;
}

interface AdSlotProps {
  width: number;
  height: number;
  /** Scale applied to the slot when the creative is larger than the room it has. */
  scale?: number;
  label?: boolean;
  style?: CSSProperties;
}

/** The ad slot of a mocked page: the 'Advertisement' caption and the creative frame at its real size. */
export function AdSlot({ width, height, scale = 1, label = true, style }: AdSlotProps) {
  return (
    <div style={{ width: width * scale, marginInline: "auto", ...style }} data-testid="ad-slot">
      {label ? <div className={classes.adLabel}>Advertisement</div> : null}
      <div className={classes.slot} style={{ width: width * scale, height: height * scale }}>
        <div style={{ width, height, transform: `scale(${scale})`, transformOrigin: "top left" }}>
          <CreativeFrame width={width} height={height} />
        </div>
      </div>
    </div>
  );
}
