// The share-links feature's public face. The review page is imported by its public route directly, so the
// studio's bundle does not carry it (and the review page does not carry the studio).
export { ShareLinksCard } from "./share-links-card";
