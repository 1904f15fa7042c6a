import * as v from "valibot";

/** A setting's name or value as the shell writes them: `vertical`, `layout2`, `navy`, `fullwidth`. */
const Slug = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{1,40}$/, "Use a name of letters, digits, '-' or '_'."),
);
const Position = v.picklist(["fixed", "static", "left", "right", "above", "below"], "Choose a position.");
const Bar = v.strictObject({
  display: v.optional(v.boolean()),
  folded: v.optional(v.boolean()),
  position: v.optional(Position),
  style: v.optional(Slug),
});

/**
 * The shell's settings as a user's `settings` holds them (spec shell §2 'Settings panel'): the layout's
 * style and bars, direction, each element's theme, scrollbars, animations and notices. Every key is
 * optional (the studio fills the rest with defaults) and nothing else is stored: an unknown key, a
 * nested object where a value belongs, or a `__proto__` key is refused instead of being kept as data
 * that some later reader merges into an object. Style and theme names are slugs rather than today's
 * lists, so a layout or theme added later (or the original template's `layout1`…) still saves.
 */
export const ShellSettingsSchema = v.strictObject(
  {
    layout: v.optional(
      v.union(
        [
          Slug,
          v.strictObject({
            style: v.optional(Slug),
            config: v.optional(
              v.strictObject({
                mode: v.optional(Slug),
                scroll: v.optional(Slug),
                navbar: v.optional(Bar),
                toolbar: v.optional(Bar),
                footer: v.optional(Bar),
                leftSidePanel: v.optional(Bar),
                rightSidePanel: v.optional(Bar),
              }),
            ),
          }),
        ],
        "The layout is a style name or {style, config}.",
      ),
    ),
    direction: v.optional(v.picklist(["ltr", "rtl"], "Choose ltr or rtl.")),
    theme: v.optional(
      v.union([
        Slug,
        v.strictObject({
          main: v.optional(Slug),
          navbar: v.optional(Slug),
          toolbar: v.optional(Slug),
          footer: v.optional(Slug),
          mode: v.optional(Slug),
        }),
      ]),
    ),
    customScrollbars: v.optional(v.boolean()),
    animations: v.optional(v.boolean()),
    notifications: v.optional(v.boolean()),
  },
  "Settings hold only the shell's settings: layout, direction, theme, customScrollbars, animations and notifications.",
);
export type ShellSettingsInput = v.InferOutput<typeof ShellSettingsSchema>;
