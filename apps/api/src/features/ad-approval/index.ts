// The ad-approval feature's public face: its routes, the publish gate the ads feature calls, and the
// review versions it writes, which comments and share links read.
export {
  checkPublish,
  type PublishApproval,
  recordPublished,
  tellApproversOfPublish,
} from "./publish-gate.js";
export { currentVersion as currentReviewVersion, findSnapshot as reviewSnapshot } from "./repo.js";
export { adApprovalRoutes } from "./routes.js";
