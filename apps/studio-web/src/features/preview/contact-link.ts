import { SUPPORT_PATH } from "@adstudio/core";
import { useSession } from "../auth/use-session";

/** The contact form: for visitors only (spec studio §2, §6: "contact to guests only"). */
export const CONTACT_URL = "/studio/contact";

/**
 * Where the preview's and the showcase's Contact link leads: the contact form for a visitor, the support
 * page (how to reach customer care, open to every signed-in role) for someone signed in, whom the contact
 * form would send away to the studio without a word.
 */
export function useContactUrl(): string {
  return useSession().user ? SUPPORT_PATH : CONTACT_URL;
}
