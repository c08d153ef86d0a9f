/** A module action as its module file declares it (its roles are decided by server/module-procedures.ts). */
import { getTableModule, type RowAction, type TableModule } from "../../../admin-modules/registry";

export function moduleAction(moduleKey: string, actionKey: string): { module: TableModule; action: RowAction } {
  const module = getTableModule(moduleKey);
  const action = module?.actions?.find((a) => a.key === actionKey && a.kind === "workflow");
  // A workflow whose module or action is missing is a programming error, not a caller's.
  if (!module || !action) throw new Error(`Admin workflow ${moduleKey}.${actionKey} is not declared in the registry`);
  return { module, action };
}
