// The review-comments feature's public face: reviewers' comments through a share link.
export { reviewCommentRoutes } from "./routes.js";
