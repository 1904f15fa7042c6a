import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { TemplateTest } from "../../../../features/rich-templates/template-test";

const SearchSchema = v.object({ template: v.optional(v.pipe(v.string(), v.maxLength(100))) });

// GET /studio/rm-test?template={id} – a chosen rich-media template previewed with its sample content.
export const Route = createFileRoute("/_app/studio/rm-test/")({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search);
    return parsed.success ? parsed.output : {};
  },
  component: RmTestPage,
});

function RmTestPage() {
  const { template } = Route.useSearch();
  return <TemplateTest templateId={template} />;
}
