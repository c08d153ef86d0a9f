/**
 * The back office, loaded only under /admin (a separate chunk that public pages never download).
 * Every module file is registered here; the path after /admin picks the module, a custom screen
 * (src/admin/screens/<module key>.tsx) draws it when one exists, the generic ModuleScreen otherwise.
 */
import "../lib/zod-config";
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { useRouterState } from "@tanstack/react-router";
import { registerModuleFiles } from "../../admin-modules";
import { canDo, getModule, moduleForPath, type AdminModule } from "../../admin-modules/registry";
import { m } from "../../admin-modules/domain/i18n";
import { RoleGuard } from "../auth/RoleGuard";
import { useAuth } from "../auth/AuthContext";
import { Spinner } from "../components/Spinner";
import { AdminShell } from "./shell/AdminShell";
import { useBackOfficeLanguage } from "./shell/useBackOfficeLanguage";
import { ModuleScreen } from "./module/ModuleScreen";
import "../fonts/sinhala-tamil.css";
import "./admin.css";
import extraAdminModules, { messages as extraModuleMessages } from "virtual:extra-admin-modules";
import { CONTENT_TYPES } from "../../admin-modules/domain/vocabulary";
import { registerModuleMessages } from "../../admin-modules/domain/translate";
import { locales } from "../../admin-modules/domain/i18n";

// The extra modules' own messages (their folder's messages/), before anything draws their texts. The
// server's loader refuses a module whose texts are missing in a language, so none falls back to English.
if (extraModuleMessages) for (const locale of locales) registerModuleMessages(locale, extraModuleMessages[locale]);
registerModuleFiles({
  ...import.meta.glob(["../../admin-modules/modules/*.ts", "!../../admin-modules/modules/_*.ts"], { eager: true }),
  // Modules from outside the app's folder, when a build sets EXTRA_ADMIN_MODULES (db/extra-modules.ts).
  ...extraAdminModules,
});

type ScreenProps = { module: AdminModule; type?: string; id?: string };
const screenFiles = import.meta.glob<{ default: ComponentType<ScreenProps> }>("./screens/*.tsx");
/** The views in src/admin/screens by name, each its own lazy chunk; a module names its own (`customView`). */
const screens = new Map<string, ComponentType<ScreenProps>>(
  Object.entries(screenFiles).map(([path, load]) => [path.replace(/^.*\/([^/]+)\.tsx$/, "$1"), lazy(load)]),
);

/** The content types the editor's addresses name: the vocabulary's, not a copy. */
const EDITABLE_TYPES: readonly string[] = CONTENT_TYPES;

interface Resolved {
  module: AdminModule | undefined;
  /** The content editor's props when the path is /admin/content/new/{type} or /admin/content/edit/{id}. */
  editor?: { type?: string; id?: string };
}

/** /admin/<rest> -> the module (and editor props) it names. */
function resolve(rest: string): Resolved {
  const parts = rest.split("/").filter(Boolean);
  if (parts[0] === "content" && parts[1] === "new" && parts[2] && EDITABLE_TYPES.includes(parts[2])) {
    return { module: getModule(`content-${parts[2]}`), editor: { type: parts[2] } };
  }
  if (parts[0] === "content" && parts[1] === "edit" && /^\d+$/.test(parts[2] ?? "")) {
    return { module: getModule("content-review") ?? getModule("dashboard"), editor: { id: parts[2] } };
  }
  // The spec's /admin/{type} content lists, except where a module owns the path (/admin/learning and
  // /admin/media are courses and media management; their lists stay at /admin/content/{type}).
  if (parts.length === 1 && EDITABLE_TYPES.includes(parts[0]) && !moduleForPath(parts[0])) return { module: getModule(`content-${parts[0]}`) };
  return { module: moduleForPath(parts.join("/")) };
}

function Denied() {
  return (
    <div className="guard-state admin-denied">
      <h1>{m["guard.accessDenied"]()}</h1>
      <p>{m["guard.noPermission"]()}</p>
    </div>
  );
}

function AdminPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { userRole } = useAuth();
  const language = useBackOfficeLanguage();
  const { module, editor } = resolve(pathname.replace(/^\/admin\/?/, ""));

  let body: ReactNode;
  if (!module) {
    body = <p className="muted">{m["admin.shell.notFound"]()}</p>;
  } else if (editor) {
    // The editor is open to any admin-area user; the server checks ownership of the submission.
    const Editor = screens.get("content-editor");
    body = Editor ? <Editor module={module} {...editor} /> : <p className="muted">{m["admin.shell.notFound"]()}</p>;
  } else if (!canDo(module, "view", userRole)) {
    body = <Denied />;
  } else {
    const Screen = module.customView ? screens.get(module.customView) : undefined;
    body = Screen ? (
      <Screen module={module} />
    ) : module.kind === "table" ? (
      <ModuleScreen key={module.key} module={module} />
    ) : (
      <p className="muted">{m["admin.shell.notFound"]()}</p>
    );
  }

  const loading = (
    <div className="guard-state" role="status">
      <Spinner />
      <p>{m["guard.loading"]()}</p>
    </div>
  );
  // The staff member chose another language for the back office: the page is loading again in it.
  if (language.switching) return loading;
  return (
    <AdminShell current={module} rememberLanguage={language.remember}>
      <Suspense fallback={loading}>{body}</Suspense>
    </AdminShell>
  );
}

export default function AdminApp() {
  return (
    <RoleGuard roles={["super_admin", "organization"]}>
      <AdminPage />
    </RoleGuard>
  );
}
