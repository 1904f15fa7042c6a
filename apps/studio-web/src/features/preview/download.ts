/** A file name that is safe on every system: letters, digits, dot, dash and underscore; never empty. */
export function safeFileName(name: string | undefined, fallback: string): string {
  const cleaned = (name ?? "")
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "_")
    .replace(/^[._]+|[._]+$/g, "")
    .slice(0, 80);
  return cleaned || fallback;
}

/** Saves a blob as a download named `fileName` (an object URL on a temporary link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the object URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
