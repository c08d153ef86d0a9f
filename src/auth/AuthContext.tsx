/**
 * The session as the app sees it: user, session, userRole and loading (the spec's four fields), plus the
 * account actions. The role is read with the session, so it is fresh after every auth change.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo } from "react";
import { m } from "../../admin-modules/domain/i18n";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../server/routers";
import { trpc } from "../trpc";
import { forgetThisPerson } from "../offline/forget-person";
import { loadOfflinePages } from "../offline/lazy-offline-pages";
import { ANSWER_QUEUE_KEY } from "../offline/offline-caches";

type SessionData = inferRouterOutputs<AppRouter>["auth"]["session"];
type SignUpInput = inferRouterInputs<AppRouter>["auth"]["signUp"];

export interface AuthState {
  user: SessionData["user"];
  profile: SessionData["profile"];
  /** A parent's consent for this account: null when none is needed. */
  consent: SessionData["consent"];
  /** Present when signed in; the token itself stays in an HttpOnly cookie. */
  session: { active: true } | null;
  userRole: SessionData["role"];
  loading: boolean;
  isStaff: boolean;
  signUp(input: SignUpInput): Promise<{ waitingForParent: boolean }>;
  signIn(input: { email: string; password: string }): Promise<void>;
  signOut(): Promise<void>;
  updateProfile(input: { full_name?: string; phone?: string | null; organization_name?: string | null }): Promise<void>;
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** How long a read session counts as fresh (the router's layout loader asks with the same). */
export const SESSION_STALE_MS = 60_000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const utils = trpc.useUtils();
  const sessionQuery = trpc.auth.session.useQuery(undefined, { staleTime: SESSION_STALE_MS, retry: false });
  const signUp = trpc.auth.signUp.useMutation();
  const signIn = trpc.auth.signIn.useMutation();
  const signOut = trpc.auth.signOut.useMutation();
  const updateProfile = trpc.auth.updateProfile.useMutation();
  // Signed out by the form before the script ran (server/http/forms/ redirects to ?done=signOut): the
  // person's things still leave the device, as soon as the app runs.
  useEffect(() => {
    if (new URLSearchParams(location.search).get("done") === "signOut") void forgetThisPerson().catch(() => undefined);
  }, []);

  const value = useMemo<AuthState>(() => {
    const data = sessionQuery.data;
    // Role fetch errors are only logged; the role is then treated as none.
    if (sessionQuery.error) console.error("Session could not be loaded:", sessionQuery.error.message);
    const userRole = data?.role ?? null;
    const refresh = async () => {
      await utils.auth.session.invalidate();
    };
    return {
      user: data?.user ?? null,
      profile: data?.profile ?? null,
      consent: data?.consent ?? null,
      session: data?.user ? { active: true } : null,
      userRole,
      loading: sessionQuery.isPending && !sessionQuery.error,
      isStaff: userRole === "super_admin" || userRole === "organization",
      signUp: async (input) => {
        const answer = await signUp.mutateAsync(input);
        return { waitingForParent: answer.waitingForParent };
      },
      signIn: async (input) => {
        await signIn.mutateAsync(input);
        // A new identity: drop everything cached for the previous one.
        await utils.invalidate();
      },
      signOut: async () => {
        // Answers given offline are sent while the session still exists; whatever cannot be sent goes below.
        if (data?.user && localStorage.getItem(ANSWER_QUEUE_KEY))
          await loadOfflinePages()
            .then((lazy) => lazy.sendQueuedAnswers(utils.client, data.user!.id))
            .catch(() => undefined);
        try {
          await signOut.mutateAsync();
        } finally {
          // Everything of theirs on this device goes with them (kept courses, unsent progress, other caches),
          // even when the server could not be reached to end the session.
          await forgetThisPerson().catch(() => undefined);
        }
        utils.auth.session.setData(undefined, { user: null, role: null, profile: null, consent: null });
        await utils.invalidate();
      },
      updateProfile: async (input) => {
        await updateProfile.mutateAsync(input);
        await refresh();
      },
      refresh,
    };
  }, [sessionQuery.data, sessionQuery.error, sessionQuery.isPending, utils, signUp, signIn, signOut, updateProfile]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error(m["auth.useAuthOutsideProvider"]());
  return context;
}
