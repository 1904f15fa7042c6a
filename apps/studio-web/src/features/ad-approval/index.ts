// The ad-approval feature's public face (issue 31): the approval card of ad details.
export { ApprovalCard } from "./approval-card";
export { adApprovalQuery } from "./queries";
