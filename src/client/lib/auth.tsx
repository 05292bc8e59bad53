import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import Spinner from "react-bootstrap/Spinner";
import { Navigate } from "react-router";
import { PATHS } from "../../shared/paths";
import type { SessionUser } from "../../shared/schemas/auth";
import { trpcClient } from "../trpc";

export type AuthStatus = "checking" | "signed-in" | "signed-out";

export interface AuthApi {
  user: SessionUser | null;
  status: AuthStatus;
  setUser(user: SessionUser | null): void;
  refresh(): Promise<void>;
  adjustCredits(delta: number): void;
}

const AuthContext = createContext<AuthApi | null>(null);

async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const answer = await trpcClient.auth.checkAuth.query();
    if (!answer.Logged) return null;
    const { Logged: _logged, ...user } = answer;
    return user;
  } catch {
    // An unreachable server is treated as "not signed in": the gate sends the visitor home instead of spinning forever.
    return null;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<SessionUser | null>(null);
  const [status, setStatus] = useState<AuthStatus>("checking");
  // Bumped on every change of user, so a session check that was already in flight cannot undo a login or logout.
  const generation = useRef(0);

  const setUser = useCallback((next: SessionUser | null) => {
    generation.current += 1;
    setUserState(next);
    setStatus(next ? "signed-in" : "signed-out");
  }, []);

  const refresh = useCallback(async () => {
    const startedAt = generation.current;
    const current = await fetchSessionUser();
    if (generation.current === startedAt) setUser(current);
  }, [setUser]);

  const adjustCredits = useCallback((delta: number) => {
    setUserState((current) => (current ? { ...current, credits: Math.max(0, current.credits + delta) } : current));
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const api = useMemo(() => ({ user, status, setUser, refresh, adjustCredits }), [user, status, setUser, refresh, adjustCredits]);
  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthApi {
  const api = useContext(AuthContext);
  if (!api) throw new Error("useAuth must be used inside <AuthProvider>");
  return api;
}

export function PageSpinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center min-vh-100" role="status" aria-live="polite">
      <Spinner animation="border" variant="primary" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/**
 * The account screens (/login, /register) are for visitors: someone already
 * signed in when the page opens goes to the dashboard. A user who signs in
 * on the page stays for its own "Redirecting..." toast and delayed move.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const signedOutOnArrival = useRef(false);
  if (status === "signed-out") signedOutOnArrival.current = true;
  if (status === "checking") return <PageSpinner label="Checking your session..." />;
  if (status === "signed-in" && !signedOutOnArrival.current) return <Navigate to={PATHS.dashboard} replace />;
  return <>{children}</>;
}

/** Signed-in users pass; while the session is being checked a spinner shows; everyone else goes to the landing page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === "checking") return <PageSpinner label="Checking your session..." />;
  if (status === "signed-out") return <Navigate to={PATHS.home} replace />;
  return <>{children}</>;
}
