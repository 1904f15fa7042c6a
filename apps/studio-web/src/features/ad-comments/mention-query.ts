import type { AdCommentPerson } from "@adstudio/api-client";

/** The "@name" being typed just before the caret (after a space or at the start), or null. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[2] ?? "";
  return { start: caret - query.length - 1, query };
}

/** People whose name or username starts a word with the query (case-insensitive), at most `limit`. */
export function matchingPeople(
  people: readonly AdCommentPerson[],
  query: string,
  limit = 6,
): AdCommentPerson[] {
  const q = query.toLowerCase();
  return people
    .filter((p) => {
      const words = `${p.name} ${p.username}`.toLowerCase().split(/[\s._-]+/);
      return q === "" || words.some((w) => w.startsWith(q)) || p.name.toLowerCase().startsWith(q);
    })
    .slice(0, limit);
}
