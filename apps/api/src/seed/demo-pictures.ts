import type { SamplePicture } from "@adstudio/creative/samples";
import { basket, coffee, headphones, kettle, phone5g, skincare, sofa, suv } from "./demo-products.js";
import { islands, lodge, paris, poster, savings, scooter } from "./demo-scenes.js";

/** Every demo picture's drawing (SVG) and the words its file is named by in the asset library. */
export const DEMO_PICTURES: Readonly<Record<SamplePicture, { name: string; svg: () => string }>> = {
  islands: { name: "Tropical islands", svg: islands },
  "phone-5g": { name: "5G phone", svg: phone5g },
  coffee: { name: "Coffee cup", svg: () => coffee(false) },
  paris: { name: "Paris at dusk", svg: paris },
  sofa: { name: "Sofa", svg: sofa },
  "headphones-coral": { name: "Headphones, coral", svg: () => headphones("coral") },
  "headphones-teal": { name: "Headphones, teal", svg: () => headphones("teal") },
  "headphones-gold": { name: "Headphones, gold", svg: () => headphones("gold") },
  "headphones-graphite": { name: "Headphones, graphite", svg: () => headphones("graphite") },
  "basket-apples": { name: "Basket of apples", svg: () => basket("apples") },
  "basket-lemons": { name: "Basket of lemons", svg: () => basket("lemons") },
  "basket-greens": { name: "Basket of greens", svg: () => basket("greens") },
  "basket-berries": { name: "Basket of berries", svg: () => basket("berries") },
  savings: { name: "Savings", svg: savings },
  lodge: { name: "Mountain lodge", svg: lodge },
  scooter: { name: "Delivery scooter", svg: scooter },
  suv: { name: "Electric SUV", svg: () => suv(false) },
  "suv-charging": { name: "Electric SUV charging", svg: () => suv(true) },
  "skin-cleanser": { name: "Cleanser", svg: () => skincare("cleanser") },
  "skin-serum": { name: "Serum", svg: () => skincare("serum") },
  "skin-cream": { name: "Day cream", svg: () => skincare("cream") },
  "kettle-front": { name: "Copper kettle, front", svg: () => kettle(90) },
  "kettle-side": { name: "Copper kettle, side", svg: () => kettle(0) },
  "kettle-back": { name: "Copper kettle, back", svg: () => kettle(270) },
  "kettle-other-side": { name: "Copper kettle, other side", svg: () => kettle(180) },
  "museum-poster": { name: "Museum poster", svg: poster },
  "oat-flat-white": { name: "Oat flat white", svg: () => coffee(true) },
};
