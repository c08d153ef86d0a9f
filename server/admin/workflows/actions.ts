/** Workflow procedures check the roles their registry action declares, so the registry stays the one source. */
import { getTableModule, type RowAction, type TableModule } from "../../../admin-modules/registry";
import { type Caller, forbidden } from "../access";

export function moduleAction(moduleKey: string, actionKey: string): { module: TableModule; action: RowAction } {
  const module = getTableModule(moduleKey);
  const action = module?.actions?.find((a) => a.key === actionKey && a.kind === "workflow");
  // A workflow whose module or action is missing is a programming error, not a caller's.
  if (!module || !action) throw new Error(`Admin workflow ${moduleKey}.${actionKey} is not declared in the registry`);
  return { module, action };
}

/** FORBIDDEN unless the caller's role is one the action declares. */
export function assertActionAllowed(moduleKey: string, actionKey: string, caller: Caller): TableModule {
  const { module, action } = moduleAction(moduleKey, actionKey);
  if (!caller.role || !(action.roles ?? []).includes(caller.role)) throw forbidden();
  return module;
}
