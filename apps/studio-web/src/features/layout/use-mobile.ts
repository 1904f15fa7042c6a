import { useMediaQuery } from "@mantine/hooks";

/** Below Mantine's md breakpoint (62em) the navbar is a temporary drawer (spec shell §9). */
export const MOBILE_QUERY = "(max-width: 61.99em)";

export function useIsMobile(): boolean {
  // Read synchronously on first render so a phone never flashes the desktop navbar.
  return useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
}
