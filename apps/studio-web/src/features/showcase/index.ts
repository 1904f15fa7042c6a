export { MyShowcasePage } from "./my-showcase-page";
export { PublicShowcasePage } from "./public-showcase-page";
