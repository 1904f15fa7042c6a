import type { LayerProps } from "@adstudio/creative/document";
import { useMemo } from "react";
import { useEditorStore } from "../editor-context";
import type { Command } from "../model/commands/command";
import { setLayerPropsCommand } from "../model/commands/properties";

/**
 * Edits of one layer as undo steps. `coalesce` names a continuous edit (typing in a field, dragging a
 * colour picker): changes with the same name within a second make one step.
 */
export function useLayerEdit(layerId: string) {
  const store = useEditorStore();
  return useMemo(() => {
    const options = (coalesce?: string) => (coalesce ? { coalesce: `${layerId}:${coalesce}` } : {});
    return {
      /** Sets props for the size being edited: the base props, or an override for another size. */
      setProps(label: string, patch: Partial<LayerProps>, coalesce?: string) {
        const { run, session } = store.getState();
        run(
          setLayerPropsCommand,
          { id: layerId, patch, label },
          options(coalesce && `${session.size}:${coalesce}`),
        );
      },
      /** Runs a command on this layer (its content, actions…), coalesced per layer under `coalesce`. */
      run<A>(command: Command<A>, args: A, coalesce?: string) {
        store.getState().run(command, args, options(coalesce));
      },
    };
  }, [store, layerId]);
}
