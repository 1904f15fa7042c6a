// The ad-approval feature's public face: its routes, and the publish gate the ads feature calls.
export {
  checkPublish,
  type PublishApproval,
  recordPublished,
  tellApproversOfPublish,
} from "./publish-gate.js";
export { adApprovalRoutes } from "./routes.js";
