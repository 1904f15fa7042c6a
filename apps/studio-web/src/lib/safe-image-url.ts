/** Logos may come from this origin or the web (or be inlined); anything else gets the default. */
export function safeImageUrl(value: string | undefined | null): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (/^https?:\/\//i.test(url) || /^data:image\/(png|jpe?g|gif|webp);/i.test(url)) return url;
  return url.startsWith("/") && !url.startsWith("//") ? url : null;
}
