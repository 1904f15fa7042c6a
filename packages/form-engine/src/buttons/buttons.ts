import type { ButtonConfig, FormValues } from "../template/types";
import { omitPaths } from "../values/paths";

/** What pressing a form button does (spec shell §4 "Dynamic form buttons"). */
export type ButtonAction =
  /** Restore the form's default values. */
  | { type: "reset"; button: string; values: FormValues; disable: boolean }
  /** Call the cancel handler. */
  | { type: "cancel"; button: string; disable: boolean }
  /** Submit the values, without the fields the button unregisters, with the pressed button's name. */
  | { type: "submit"; button: string; values: FormValues; disable: boolean };

/**
 * Decides what a button press does. `reset` answers the defaults, `cancel` the cancel action, and any
 * other button submits `values` minus the fields listed in its `unregister` (`*` matches every row).
 * `disable` tells the renderer to disable the button after the click (default true).
 */
export function buttonAction(
  button: ButtonConfig,
  values: FormValues,
  defaults: () => FormValues,
): ButtonAction {
  const disable = button.disableOnClick ?? true;
  switch (button.kind) {
    case "reset":
      return { type: "reset", button: button.name, values: defaults(), disable };
    case "cancel":
      return { type: "cancel", button: button.name, disable };
    default:
      return {
        type: "submit",
        button: button.name,
        values: omitPaths(values, button.unregister ?? []),
        disable,
      };
  }
}
