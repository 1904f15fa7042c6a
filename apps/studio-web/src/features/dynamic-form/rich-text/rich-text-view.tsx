import { Skeleton } from "@mantine/core";
import { lazy, Suspense } from "react";

const RichTextReader = lazy(() => import("./rich-text-reader"));

/**
 * A stored rich-text value shown read-only, as the editor shows it. The HTML comes sanitised from the
 * server, and is parsed again by the editor's schema here, which keeps only the nodes and marks the
 * toolbar can make: markup outside it is never put in the page.
 */
export function RichTextView({ html }: { html: string }) {
  return (
    <Suspense fallback={<Skeleton height={48} radius="sm" />}>
      <RichTextReader html={html} />
    </Suspense>
  );
}
