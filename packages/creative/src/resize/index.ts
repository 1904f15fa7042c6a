export { constraintsOf, type ReflowResult, reflowLayout, type Stage } from "./reflow";
export {
  addSize,
  addSizeProblem,
  reflowAddedLayer,
  reflowExistingSize,
  removeSize,
  removeSizeProblem,
  sizeLabel,
  sizeOfferProblem,
} from "./sizes";
export { MIN_FONT_SIZE, shrinkToFit, textFits, textOf } from "./text-fit";
