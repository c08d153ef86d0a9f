/** The effective role: any super_admin row wins, otherwise the first row's role, with no rows none. */
import type { DB } from "../../db/open";
import type { Role } from "../../db/types";

export function resolveRole(rows: readonly { role: Role }[]): Role | null {
  if (rows.some((r) => r.role === "super_admin")) return "super_admin";
  return rows[0]?.role ?? null;
}

export async function loadRole(db: DB, userId: number): Promise<Role | null> {
  const rows = await db.selectFrom("user_roles").select("role").where("user_id", "=", userId).orderBy("id").execute();
  return resolveRole(rows);
}
