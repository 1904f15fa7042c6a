import * as v from "valibot";
import { LAYER_PROPS } from "./registry";

type Entries = typeof LAYER_PROPS;

/** Each property's schema made optional: a per-size override holds only what differs from the base size. */
export const layerPropsEntries = Object.fromEntries(
  Object.entries(LAYER_PROPS).map(([name, entry]) => [name, v.optional(entry.schema)]),
) as { [K in keyof Entries]: v.OptionalSchema<Entries[K]["schema"], undefined> };
