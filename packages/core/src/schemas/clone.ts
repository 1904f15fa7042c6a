import * as v from "valibot";
import { NOT_AN_OBJECT_MESSAGE } from "../validation/validate";
import { MAX_NAME_LENGTH, requiredText } from "./fields";

export const CLONE_NAME_BLANK_MESSAGE = "Name should not be blank.";

/** The clone dialog proceeds only when a name is entered (spec studio §5). */
export const CloneNameSchema = v.object(
  {
    name: requiredText("Name", MAX_NAME_LENGTH, CLONE_NAME_BLANK_MESSAGE),
  },
  NOT_AN_OBJECT_MESSAGE,
);
export type CloneNameInput = v.InferOutput<typeof CloneNameSchema>;
