import type { RuntimeApi } from "./types";

/**
 * The scripted chat of richbot: the bot's line of a step goes into the log, its replies become buttons;
 * a reply echoes into the log, exits if it has an exit, then moves to its next step. The `richBotReply`
 * action jumps a chat to a step. Texts are copied from the rendered (escaped) steps with `textContent`,
 * never as HTML. Self-contained for `toString()` inlining (see core.ts).
 */
export function chatRuntime(api: RuntimeApi): void {
  const chats: Record<string, (step: string) => void> = {};
  for (const chat of Array.from(api.root.querySelectorAll(".chat"))) {
    const log = chat.querySelector(".chat-log");
    const replies = chat.querySelector(".chat-replies");
    if (!log || !replies) continue;
    const say = (who: string, text: string) => {
      const line = api.d.createElement("p");
      line.className = `msg ${who}`;
      line.textContent = text;
      log.appendChild(line);
      log.scrollTop = log.scrollHeight;
    };
    const show = (id: string) => {
      const step = chat.querySelector(`[data-step="${id}"]`);
      if (!step) return;
      say("bot", step.querySelector(".bot")?.textContent ?? "");
      replies.textContent = "";
      for (const option of Array.from(step.querySelectorAll("button"))) {
        const button = option.cloneNode(true);
        button.addEventListener("click", (e) => {
          e.stopPropagation();
          say("me", button.textContent ?? "");
          replies.textContent = "";
          const exit = button.getAttribute("data-go-exit");
          const next = button.getAttribute("data-next");
          if (exit) api.exit(exit);
          if (next) api.w.setTimeout(() => show(next), api.reducedMotion ? 0 : 400);
        });
        replies.appendChild(button);
      }
    };
    chats[chat.getAttribute("data-feature") ?? ""] = show;
    show(chat.getAttribute("data-start") ?? "");
  }
  api.handlers.richBotReply = (a) => {
    if (a.type === "richBotReply") chats[a.feature]?.(a.step);
  };
}
