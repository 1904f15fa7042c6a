// The ad-comments feature's public face: pieces written against props and callbacks, so the editor and
// the reviewers' page (no account) can both use them, and the studio's queries for the editor.
export { CommentComposer, type CommentComposerProps } from "./comment-composer";
export {
  CommentMarkers,
  type CommentMarkersProps,
  CommentPlacer,
  type CommentPlacerProps,
  DraftMarker,
} from "./comment-markers";
export { CommentItem, CommentThreadCard, type CommentThreadProps } from "./comment-thread";
export { CommentsPanel, type CommentsPanelProps, type DraftPin } from "./comments-panel";
export { adCommentKeys, adCommentPeopleQuery, adCommentsQuery, useAdCommentActions } from "./queries";
export { type CommentThread, commentTime, openFirst, pinnedOn, toThreads } from "./threads";
