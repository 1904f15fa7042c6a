import type { Feature } from "../document/features";
import type { SampleCopy } from "./copy";

/** richbot's chat: a barista who asks one question and sends each answer to its own shop page. */
export const BREW_BOT_CHAT: Feature = {
  id: "chat",
  type: "chat",
  botName: "Barista",
  start: "hello",
  steps: [
    {
      id: "hello",
      bot: "Hi! Do you like your coffee strong or smooth?",
      replies: [
        { label: "Strong", next: "strong" },
        { label: "Smooth", next: "smooth" },
      ],
    },
    {
      id: "strong",
      bot: "Try our dark Sumatra roast.",
      replies: [{ label: "Shop Sumatra", exit: "clickTag" }],
    },
    {
      id: "smooth",
      bot: "Our Brazil blend is for you.",
      replies: [{ label: "Shop Brazil", exit: "clickTag" }],
    },
  ],
};

/** rich-media's contact card, saved from the ad as a vCard. */
export function lumenCard(copy: SampleCopy): Feature {
  return {
    id: "card",
    type: "vcard",
    firstName: "Lumen",
    lastName: "Audio",
    organization: copy.brand,
    title: "Customer care",
    phone: "+44 20 7946 0000",
    email: "hello@lumen.example.com",
    url: copy.url,
    address: "1 Sound Street, London",
  };
}
