import type { NavItem } from "@adstudio/core";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/** Title of a navigation item in the current language; entries without a translation keep their own. */
export function useNavTitle(): (item: NavItem) => string {
  const { t } = useTranslation("navigation");
  return useCallback((item: NavItem) => t(item.translate, { defaultValue: item.title }), [t]);
}
