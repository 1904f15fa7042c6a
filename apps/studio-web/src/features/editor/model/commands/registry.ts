import * as actions from "./actions";
import * as addLayer from "./add-layer";
import * as animations from "./animations";
import * as arrange from "./arrange";
import * as clipboard from "./clipboard";
import type { EditorCommand } from "./command";
import * as content from "./content";
import * as document from "./document";
import * as exits from "./exits";
import * as keyframes from "./keyframes";
import * as layers from "./layers";
import * as pages from "./pages";
import * as properties from "./properties";
import * as selection from "./selection";
import * as sizes from "./sizes";
import * as stage from "./stage";
import * as text from "./text";
import * as transform from "./transform";

/**
 * Every editor command by its stable id, so a script, a test or a shortcut table can run one by name
 * (`store.run(commandById("layers.delete"), args)`) and a test can go through them all. A new command
 * module is listed here (the registry's test fails for one that is not).
 */
const MODULES: readonly Record<string, unknown>[] = [
  actions,
  addLayer,
  animations,
  arrange,
  clipboard,
  content,
  document,
  exits,
  keyframes,
  layers,
  pages,
  properties,
  selection,
  sizes,
  stage,
  text,
  transform,
];

/** Whether a module's export is a command (a document command or a selection command). */
export const isCommand = (value: unknown): value is EditorCommand<unknown> =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { id?: unknown }).id === "string" &&
  (typeof (value as { apply?: unknown }).apply === "function" ||
    typeof (value as { select?: unknown }).select === "function");

function collect(): ReadonlyMap<string, EditorCommand<unknown>> {
  const byId = new Map<string, EditorCommand<unknown>>();
  for (const module of MODULES)
    for (const value of Object.values(module)) {
      if (!isCommand(value)) continue;
      const other = byId.get(value.id);
      // Two commands under one name would make a script or a shortcut run the wrong one.
      if (other && other !== value) throw new Error(`Two editor commands are named ${value.id}.`);
      byId.set(value.id, value);
    }
  return byId;
}

export const COMMANDS = collect();

/** The command named `id`; throws for a name no command has (a typo in a script). */
export function commandById(id: string): EditorCommand<unknown> {
  const command = COMMANDS.get(id);
  if (!command) throw new Error(`No editor command is named ${id}.`);
  return command;
}
