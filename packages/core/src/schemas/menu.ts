import * as v from "valibot";
import { MENU_TYPES } from "../catalogue/ad-formats";
import { NOT_AN_OBJECT_MESSAGE } from "../validation/validate";
import {
  isLinkOrPath,
  MAX_NAME_LENGTH,
  MAX_URL_LENGTH,
  notTextMessage,
  optionalText,
  requiredText,
  tooLongMessage,
} from "./fields";
import { ORDER_MESSAGE } from "./form-element";

export const MENU_NAME_BLANK_MESSAGE = "Name should not be blank.";
export const MENU_SHORT_NAME_BLANK_MESSAGE = "Short Name should not be blank.";
export const MENU_TYPE_BLANK_MESSAGE = "Menu Type should not be blank.";
export const MENU_TYPE_UNKNOWN_MESSAGE = `Menu Type must be one of ${MENU_TYPES.join(", ")}.`;
export const MENU_ROLES_MESSAGE = "Roles must be a list of role names.";
export const MENU_URL_MESSAGE = "URL must be a path or an http(s) address.";
const MAX_MENU_ROLES = 200;

/** Menu collection entry create/update (spec studio §3, §5). `shortName` is the item's id. */
export const MenuEntrySchema = v.object(
  {
    name: requiredText("Name", MAX_NAME_LENGTH, MENU_NAME_BLANK_MESSAGE),
    shortName: requiredText("Short Name", MAX_NAME_LENGTH, MENU_SHORT_NAME_BLANK_MESSAGE),
    menuType: v.pipe(
      v.nullish(v.string(notTextMessage("Menu Type")), ""),
      v.trim(),
      v.nonEmpty(MENU_TYPE_BLANK_MESSAGE),
      v.maxLength(MAX_NAME_LENGTH, MENU_TYPE_UNKNOWN_MESSAGE),
      v.picklist(MENU_TYPES, MENU_TYPE_UNKNOWN_MESSAGE),
    ),
    /** The parent's shortName; empty at the top level. */
    topMenu: optionalText("Top Menu", MAX_NAME_LENGTH),
    roles: v.pipe(
      v.nullish(
        v.array(
          v.pipe(v.string(MENU_ROLES_MESSAGE), v.trim(), v.nonEmpty(MENU_ROLES_MESSAGE)),
          MENU_ROLES_MESSAGE,
        ),
        [],
      ),
      v.maxLength(MAX_MENU_ROLES, `Roles can hold at most ${MAX_MENU_ROLES} items.`),
      v.checkItems((role) => role.length <= MAX_NAME_LENGTH, tooLongMessage("Role", MAX_NAME_LENGTH)),
      v.transform((roles) => [...new Set(roles)]),
    ),
    icon: optionalText("Icon", MAX_NAME_LENGTH),
    // Rendered as a link in the navigation, so schemes such as javascript: are refused.
    url: v.pipe(
      optionalText("URL", MAX_URL_LENGTH),
      v.check((url) => url === "" || isLinkOrPath(url), MENU_URL_MESSAGE),
    ),
    /** Position in the navigation; left out (or `null`), a new entry goes last and an edit keeps its place. */
    order: v.pipe(
      v.nullish(
        v.pipe(
          v.number(ORDER_MESSAGE),
          v.integer(ORDER_MESSAGE),
          v.minValue(0, ORDER_MESSAGE),
          v.maxValue(1_000_000, ORDER_MESSAGE),
        ),
      ),
      v.transform((order) => order ?? undefined),
    ),
  },
  NOT_AN_OBJECT_MESSAGE,
);
export type MenuEntryInput = v.InferOutput<typeof MenuEntrySchema>;
