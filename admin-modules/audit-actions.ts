/**
 * The one list of actions the audit log holds: the generic writes (AUDIT_ACTIONS, recorded by the server's
 * own write paths) and every registered module's own actions (run by admin.action, recorded under their
 * key). The Audit Log module's action filter offers exactly this list, and the server refuses to record an
 * action outside it, so nothing can be recorded that the log cannot be filtered by.
 */
import { AUDIT_ACTIONS } from "./domain/audit";
import { allModules } from "./store";
import type { Text } from "./text";
import type { Option } from "./types";

/** Every action an audit entry may name, with its label (a module's own action keeps its button label). */
export function recordedAuditActions(): Option[] {
  const options: Option[] = AUDIT_ACTIONS.map((a) => ({ value: a, label: `admin.audit.action.${a}` as Text }));
  const known = new Set<string>(AUDIT_ACTIONS);
  for (const module of allModules()) {
    if (module.kind !== "table") continue;
    for (const action of module.actions ?? []) {
      if (action.kind !== "workflow" || !action.set || known.has(action.key)) continue;
      known.add(action.key);
      options.push({ value: action.key, label: action.label ?? action.key });
    }
  }
  return options;
}

export function isRecordedAuditAction(action: string): boolean {
  return recordedAuditActions().some((option) => option.value === action);
}
