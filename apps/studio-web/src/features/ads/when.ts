/** When something last changed, in the studio's English ("25 Nov 2026, 14:05"), in the viewer's time zone. */
const FORMAT = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

export const formatWhen = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : FORMAT.format(date);
};
