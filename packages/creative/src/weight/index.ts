export { estimateWeight, type WeightEstimate } from "./estimate";
