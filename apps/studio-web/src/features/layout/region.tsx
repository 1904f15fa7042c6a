import type { ComponentPropsWithoutRef, CSSProperties } from "react";
import { shellTheme, type ThemeName } from "../settings/themes";
import classes from "./shell.module.css";

type RegionTag = "div" | "header" | "footer" | "aside" | "main" | "nav";

/**
 * One themed part of the shell (main, navbar, toolbar, footer). It carries its own Mantine colour scheme
 * (the attribute Mantine's component styles key on, plus the matching colour variables), so a dark navbar
 * and a light page can sit side by side.
 */
export function Region({
  theme,
  component: Tag = "div",
  className,
  style,
  ...props
}: { theme: ThemeName; component?: RegionTag } & ComponentPropsWithoutRef<"div">) {
  const { scheme, background, text } = shellTheme(theme);
  const variables = { "--region-bg": background, "--region-text": text } as CSSProperties;
  return (
    <Tag
      className={className ? `${classes.region} ${className}` : classes.region}
      data-mantine-color-scheme={scheme}
      data-theme={theme}
      style={{ ...variables, ...style }}
      {...props}
    />
  );
}
