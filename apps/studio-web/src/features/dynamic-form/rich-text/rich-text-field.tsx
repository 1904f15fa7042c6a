import { Input, Skeleton } from "@mantine/core";
import { lazy, Suspense } from "react";
import { type FieldProps, useField } from "../fields/field-props";

// The editor (tiptap, ProseMirror and Mantine's controls) is a chunk of its own, fetched when a form
// first shows a rich-text field: it stays out of /login and of forms without one.
const RichTextEditorField = lazy(() => import("./rich-text-editor"));

/** `richText`: the Mantine rich-text editor, with a placeholder of its size while it loads. */
export function RichTextField(props: FieldProps) {
  return (
    <Suspense fallback={<LoadingEditor {...props} />}>
      <RichTextEditorField {...props} />
    </Suspense>
  );
}

function LoadingEditor(props: FieldProps) {
  const { common } = useField(props);
  return (
    <Input.Wrapper label={common.label} description={common.description} withAsterisk={common.withAsterisk}>
      <Skeleton
        height={160}
        mt={4}
        radius="sm"
        role="status"
        aria-label={`Loading the ${props.field.label} editor`}
      />
    </Input.Wrapper>
  );
}
