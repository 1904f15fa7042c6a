import type { AdComment } from "@adstudio/api-client";
import { useQuery } from "@tanstack/react-query";
import { adCommentPeopleQuery, adCommentsQuery, CommentsPanel, useAdCommentActions } from "../../ad-comments";
import { useEditedAd, useEditor } from "../editor-context";
import { shownDocument } from "../model/editor-store";
import { useEditorComments } from "./comments-state";

/** "300 × 250" for `sz300x250`, the key itself for the special sizes. */
export function sizeLabel(size: string): string {
  const match = /^sz(\d+)x(\d+)$/.exec(size);
  return match ? `${match[1]} × ${match[2]}` : size;
}

/**
 * The editor's Comments panel: the ad's current version's threads from the API, with replies, resolve
 * and reopen, and a new thread at the pin chosen on the canvas. Opening a thread that is pinned to
 * another size or page shows that size and page.
 */
export function EditorCommentsPanel() {
  const ad = useEditedAd();
  const view = useEditorComments();
  const document = useEditor(shownDocument);
  const pages = document.pages;
  const comments = useQuery(adCommentsQuery(ad._id));
  const people = useQuery(adCommentPeopleQuery(ad._id));
  const actions = useAdCommentActions(ad._id);
  const showSize = useEditor((s) => s.showSize);
  const showPage = useEditor((s) => s.showPage);
  if (!view) return null;

  const describePin = (comment: AdComment) => {
    const pin = comment.pin;
    if (!pin) return "";
    const page = pin.page ? pages.find((p) => p.id === pin.page) : undefined;
    return [
      pin.size ? sizeLabel(pin.size) : null,
      page && pages.length > 1 ? page.name : null,
      pin.layer ? `Layer ${pin.layer}` : null,
    ]
      .filter(Boolean)
      .join(" · ");
  };
  const activate = (id: string | null) => {
    view.setActiveId(id);
    const pin = comments.data?.comments.find((c) => c._id === id)?.pin;
    if (pin?.size && document.teaser[pin.size]) showSize(pin.size);
    if (pin?.page && pages.some((p) => p.id === pin.page)) showPage(pin.page);
  };

  return (
    <CommentsPanel
      comments={comments.data?.comments}
      loading={comments.isPending}
      error={comments.error ? comments.error.message : null}
      version={comments.data?.version}
      people={people.data?.people}
      activeId={view.activeId}
      onActivate={activate}
      placing={view.placing}
      onPlacingChange={view.setPlacing}
      draft={view.draft}
      onCancelDraft={() => view.setDraft(null)}
      onAdd={async (pin, body, mentions) => {
        const { comment } = await actions.add({
          body,
          size: pin.size,
          ...(pin.page ? { page: pin.page } : {}),
          x: pin.x,
          y: pin.y,
          ...(mentions.length ? { mentions } : {}),
        });
        view.setDraft(null);
        view.setActiveId(comment._id);
      }}
      onReply={(parent, body, mentions) =>
        actions.add({ body, parent, ...(mentions.length ? { mentions } : {}) })
      }
      onResolve={(id, resolved) => actions.resolve({ id, resolved })}
      describePin={describePin}
    />
  );
}
