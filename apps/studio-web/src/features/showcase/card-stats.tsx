import type { AdStats } from "@adstudio/api-client";
import { IconEye, IconScan } from "@tabler/icons-react";
import classes from "./showcase.module.css";

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("en-US");

/** A count for the eye: 950, 1.2k, 12k, 3.4m. */
export const shortCount = (n: number) => (n < 1000 ? String(n) : compact.format(n).toLowerCase());

/** A count for a screen reader: '1,234 impressions', '1 scan'. */
export const countLabel = (n: number, one: string, many: string) =>
  `${whole.format(n)} ${n === 1 ? one : many}`;

/**
 * Beyond the spec (issue 14): a card's live impression and scan counts, in the foot of the card beside
 * its QR button. Each figure is an image with its full count as its name, shown short.
 */
export function CardStats({ stats }: { stats: AdStats }) {
  const figures = [
    {
      key: "impressions",
      icon: IconEye,
      n: stats.impressions,
      label: countLabel(stats.impressions, "impression", "impressions"),
    },
    { key: "scans", icon: IconScan, n: stats.scans, label: countLabel(stats.scans, "scan", "scans") },
  ];
  return (
    <div className={classes.stats} data-testid="card-stats">
      {figures.map(({ key, icon: Icon, n, label }) => (
        <span key={key} role="img" aria-label={label} title={label} className={classes.stat}>
          <Icon size={15} stroke={1.8} aria-hidden />
          <span aria-hidden>{shortCount(n)}</span>
        </span>
      ))}
    </div>
  );
}
