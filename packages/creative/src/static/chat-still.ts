import type { Feature } from "../document/features";
import type { StaticElement } from "./tree";

type ChatFeature = Extract<Feature, { type: "chat" }>;

/** Reply buttons a still shows at most: the opening step's first few, as they wrap in a small ad. */
const STILL_REPLIES = 3;

/**
 * What a still shows of a scripted chat (richbot): the chat as it opens, before anyone taps, drawn as
 * the HTML renderer's CSS draws it: the bot's name, its opening line in a grey bubble and the first reply
 * buttons as outlined pills. Without it a richbot's thumbnail was the bare stage.
 */
export function chatStill(chat: ChatFeature): StaticElement[] {
  const opening = chat.steps.find((step) => step.id === chat.start) ?? chat.steps[0];
  if (!opening) return [];
  const replies: StaticElement[] = opening.replies.slice(0, STILL_REPLIES).map((reply) => ({
    type: "div",
    props: {
      style: { padding: "6px 12px", borderRadius: 999, border: "1px solid currentColor" },
      children: [reply.label],
    },
  }));
  return [
    {
      type: "div",
      props: {
        style: { display: "flex", flexDirection: "column", flexGrow: 1, padding: 8, gap: 6 },
        children: [
          { type: "div", props: { style: { fontWeight: 700 }, children: [chat.botName] } },
          {
            // The log takes the room between the name and the replies, so the replies sit at the bottom.
            type: "div",
            props: {
              style: { display: "flex", flexDirection: "column", flexGrow: 1 },
              children: [
                {
                  type: "div",
                  props: {
                    style: {
                      maxWidth: "85%",
                      padding: "6px 10px",
                      borderRadius: 12,
                      backgroundColor: "#eef1f5",
                    },
                    children: [opening.bot],
                  },
                },
              ],
            },
          },
          { type: "div", props: { style: { display: "flex", flexWrap: "wrap", gap: 6 }, children: replies } },
        ],
      },
    },
  ];
}
