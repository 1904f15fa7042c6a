export { AttachmentPreview } from "./attachments/attachment-preview";
export { DynamicForm, type DynamicFormProps } from "./dynamic-form";
export { formatComputed } from "./fields/computed-field";
export { RichTextView } from "./rich-text/rich-text-view";
