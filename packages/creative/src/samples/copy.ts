import type { AdType } from "@adstudio/core";

/** The words of each sample: a brand, a headline, a call to action and its landing page. */
export interface SampleCopy {
  brand: string;
  headline: string;
  cta: string;
  url: string;
}

export const SAMPLE_COPY: Record<AdType, SampleCopy> = {
  "ace-desktop": {
    brand: "Northwind Travel",
    headline: "Islands from €399, flights included",
    cta: "See the islands",
    url: "https://travel.example.com/islands",
  },
  "ace-mobile": {
    brand: "Volt Mobile",
    headline: "Unlimited 5G for €15 a month",
    // The button leaves for the plans page; tapping the picture is what expands the ad.
    cta: "See the plans",
    url: "https://volt.example.com/plans",
  },
  mini: {
    brand: "Morning Roast",
    headline: "Fresh roast, every morning",
    cta: "Order now",
    url: "https://roast.example.com/order",
  },
  bold: {
    brand: "Skyline Air",
    headline: "Paris from €49. This week only.",
    cta: "Book",
    url: "https://skyline.example.com/paris",
  },
  belt: {
    brand: "Homely",
    headline: "The big sofa sale: up to 40 % off",
    cta: "Shop the sale",
    url: "https://homely.example.com/sale",
  },
  vertical: {
    brand: "Stride",
    headline: "Run the city at night",
    cta: "Shop Stride",
    url: "https://stride.example.com/night",
  },
  "3d-roll": {
    brand: "Lumen Audio",
    headline: "Four colours, one sound",
    cta: "Choose yours",
    url: "https://lumen.example.com/colours",
  },
  "mobo-roll": {
    brand: "Fresh Basket",
    headline: "Groceries in 20 minutes",
    cta: "Order",
    url: "https://basket.example.com/app",
  },
  "rich-scroll": {
    brand: "Atlas Bank",
    headline: "Saving made simple, step by step",
    cta: "Open an account",
    url: "https://atlas.example.com/save",
  },
  "scrolling-window": {
    brand: "Pine Lodge",
    headline: "Wake up in the mountains",
    cta: "Book a stay",
    url: "https://pinelodge.example.com/book",
  },
  sticker: {
    brand: "Dash Delivery",
    headline: "Free delivery tonight",
    cta: "Order",
    url: "https://dash.example.com/tonight",
  },
  richbot: {
    brand: "Brew Bot",
    headline: "Find your perfect coffee",
    cta: "Chat",
    url: "https://roast.example.com/finder",
  },
  "rich-media": {
    brand: "Lumen Audio",
    headline: "Studio sound, wherever you go",
    cta: "Discover",
    url: "https://lumen.example.com/studio",
  },
  vast: {
    brand: "Adstudio TV",
    headline: "Test card pre-roll",
    cta: "Learn more",
    url: "https://tv.example.com/offer",
  },
  vpaid: {
    brand: "Adstudio TV",
    headline: "Interactive pre-roll",
    cta: "Get the offer",
    url: "https://tv.example.com/interactive",
  },
  interstitial: {
    brand: "Volta EV",
    headline: "The electric SUV, 520 km on a charge",
    cta: "Book a test drive",
    url: "https://volta.example.com/drive",
  },
  story: {
    brand: "Lumen Skin",
    headline: "Three steps to a morning glow",
    cta: "Shop the routine",
    url: "https://skin.example.com/routine",
  },
  "4d-roll": {
    brand: "Adstudio TV",
    headline: "Four clips, one cube",
    cta: "Watch",
    url: "https://tv.example.com/cube",
  },
  "3d-xplore": {
    brand: "Kettle Co",
    headline: "Turn it around: the copper kettle",
    cta: "Buy",
    url: "https://kettle.example.com/copper",
  },
  "ai-tracker": {
    brand: "City Museum",
    headline: "Point your camera at the poster",
    cta: "Visit",
    url: "https://museum.example.com/tickets",
  },
  "image-generator": {
    brand: "Morning Roast",
    headline: "New: the oat flat white",
    cta: "Find a café",
    url: "https://roast.example.com/oat",
  },
};
