import { createFileRoute, type ErrorComponentProps } from "@tanstack/react-router";
import { companyQuery } from "../../../../features/companies/queries";
import { EditorLoadError } from "../../../../features/master-data";
import { isNewId } from "../../../../features/master-data/editor-id";
import { CompanyEditor } from "./-components/company-editor";

// GET /studio/company/{companyId} – create ('new') or edit a company (admin, createCompany, updateCompany).
export const Route = createFileRoute("/_app/studio/company/$companyId")({
  loader: async ({ context, params }) => {
    if (isNewId(params.companyId)) return { company: null };
    const { company } = await context.queryClient.fetchQuery(companyQuery(params.companyId));
    return { company };
  },
  component: CompanyEditorPage,
  errorComponent: LoadError,
});

function CompanyEditorPage() {
  const { company } = Route.useLoaderData();
  const { companyId } = Route.useParams();
  // Keyed by id so that after creating, the new company's edit page starts from its saved record.
  return <CompanyEditor key={companyId} company={company} />;
}

function LoadError(props: ErrorComponentProps) {
  return <EditorLoadError {...props} listTitle="Company" listPath="/studio/company" />;
}
