import { defineCommand } from "./command";

/** The stage's background colour (hex), behind every page. */
export const setStageBackgroundCommand = defineCommand<{ background: string }>({
  id: "stage.setBackground",
  label: () => "Set stage background",
  apply(draft, { background }) {
    draft.stage.background = background;
  },
});
