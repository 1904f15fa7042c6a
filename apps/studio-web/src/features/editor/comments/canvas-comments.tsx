import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import {
  adCommentsQuery,
  CommentMarkers,
  CommentPlacer,
  DraftMarker,
  pinnedOn,
  toThreads,
} from "../../ad-comments";
import { useEditedAd } from "../editor-context";
import { type EditorComments, useEditorComments } from "./comments-state";

interface CanvasCommentsProps {
  size: string;
  page: string;
  stage: { w: number; h: number };
  zoom: number;
}

/**
 * The comments over the editor's canvas, inside the stage (so the canvas's one matrix places them): the
 * markers of the threads pinned on the size and page shown, the pin being written, and comment mode's
 * crosshair layer.
 */
export function CanvasComments(props: CanvasCommentsProps) {
  const view = useEditorComments();
  // Nothing (and no request) while comments are hidden, or outside the editor's comments provider.
  return view?.shown ? <ShownComments {...props} view={view} /> : null;
}

function ShownComments({ size, page, stage, zoom, view }: CanvasCommentsProps & { view: EditorComments }) {
  const ad = useEditedAd();
  const comments = useQuery(adCommentsQuery(ad._id));
  const threads = useMemo(
    () => toThreads(comments.data?.comments ?? []).filter((t) => pinnedOn(t, size, page)),
    [comments.data, size, page],
  );
  const draft = view.draft && view.draft.size === size ? view.draft : null;
  return (
    <>
      <CommentMarkers
        threads={threads}
        stage={stage}
        zoom={zoom}
        activeId={view.activeId}
        onOpen={(thread) => view.setActiveId(thread.comment._id)}
      />
      {draft ? <DraftMarker x={draft.x} y={draft.y} stage={stage} zoom={zoom} /> : null}
      {view.placing ? (
        <CommentPlacer
          onPlace={(point) => {
            view.setDraft({ size, page, ...point });
            view.setPlacing(false);
          }}
        />
      ) : null}
    </>
  );
}
