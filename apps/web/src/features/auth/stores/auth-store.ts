import {
  AUTH_MESSAGES,
  type EmailOtpVerifyInput,
  isMfaChallenge,
  type MfaChallenge,
  SESSION_REFRESH_THRESHOLD_TICKS,
  SESSION_REFRESH_TICK_MS,
  type Session,
  type SigninInput,
  type SigninResponse,
  type SignupInput,
  type SignupResponse,
  type User,
} from "@hirelens/contracts";
import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";
import { type ApiClient, api, isApiClientError } from "@/lib/api-client";
import { authErrorMessage } from "@/lib/auth-errors";
import {
  clearStoredSession,
  readStoredToken,
  type SessionStorage,
  storeToken,
  storeUser,
} from "@/lib/auth-storage";
import { verifyEmailOtp } from "../api/email-otp";
import { getMe } from "../api/get-me";
import { refreshSession } from "../api/refresh-session";
import { signIn } from "../api/sign-in";
import { signOut } from "../api/sign-out";
import { signUp } from "../api/sign-up";
import { verifyMfa } from "../api/verify-mfa";

/** Spec §4: the session events subscribers hear about. */
export const AUTH_EVENTS = [
  "INITIAL_SESSION",
  "SIGNED_IN",
  "SIGNED_OUT",
  "TOKEN_REFRESHED",
  "USER_UPDATED",
  "PASSWORD_RECOVERY",
  "MFA_CHALLENGE_VERIFIED",
] as const;
export type AuthEvent = (typeof AUTH_EVENTS)[number];
export type AuthEventListener = (event: AuthEvent, user: User | null) => void;

/** A sign-in either ends signed in, or waits for the second factor. */
export type SignInOutcome = "signed-in" | "mfa-required";

export type AuthState = {
  user: User | null;
  isAuthenticated: boolean;
  /** Spec §4: true until the stored session has been read. */
  isLoading: boolean;
  error: string | null;
  /** When the session ends (ms since epoch); null when the server has not said yet. */
  expiresAt: number | null;
  /** The pending second-factor challenge of a sign-in, if any. */
  mfaChallenge: MfaChallenge | null;

  initialize: () => Promise<void>;
  login: (input: SigninInput) => Promise<SignInOutcome>;
  loginWithEmailCode: (input: EmailOtpVerifyInput) => Promise<SignInOutcome>;
  verifyMfaChallenge: (input: { code: string; method: "totp" | "recovery" }) => Promise<void>;
  cancelMfaChallenge: () => void;
  /** Finishes a sign-in that happened elsewhere (Google, through /auth/callback). */
  completeExternalSignIn: (input: { token: string; expiresAt?: string | null }) => Promise<void>;
  signup: (input: SignupInput) => Promise<SignupResponse>;
  logout: () => Promise<void>;
  refresh: () => Promise<void>;
  /** Re-reads the user from GET /api/auth/me (after profile or onboarding changes). */
  reloadUser: () => Promise<void>;
  setUser: (user: User) => void;
  /** A call that rotated the token (e.g. password change) hands the new one over. */
  replaceToken: (input: { token: string; expiresAt?: string | null; user?: User }) => void;
  /** The reset-password page announces a recovery in progress. */
  announcePasswordRecovery: () => void;
  /** A 401 elsewhere removed the stored session: forget the user too. */
  handleSessionLost: () => void;
  clearError: () => void;
  startAutoRefresh: () => () => void;
  onAuthStateChange: (listener: AuthEventListener) => () => void;
};

export type AuthStoreDeps = {
  client?: ApiClient;
  storage?: SessionStorage | null;
  now?: () => number;
};

const REFRESH_THRESHOLD_MS = SESSION_REFRESH_TICK_MS * SESSION_REFRESH_THRESHOLD_TICKS;

function parseExpiry(expiresAt: string | null | undefined): number | null {
  if (!expiresAt) return null;
  const time = Date.parse(expiresAt);
  return Number.isNaN(time) ? null : time;
}

export function createAuthStore(deps: AuthStoreDeps = {}): StoreApi<AuthState> {
  const client = deps.client ?? api;
  const storage = deps.storage === undefined ? defaultStorage() : deps.storage;
  const now = deps.now ?? (() => Date.now());
  const listeners = new Set<AuthEventListener>();
  let initializing: Promise<void> | null = null;
  let refreshing: Promise<void> | null = null;

  return createStore<AuthState>()((set, get) => {
    const emit = (event: AuthEvent) => {
      const { user } = get();
      for (const listener of listeners) listener(event, user);
    };

    const signedOutState = {
      user: null,
      isAuthenticated: false,
      expiresAt: null,
      mfaChallenge: null,
    };

    /** Spec §5: no user -> 'No user data received'; no token -> 'No backend token received'. */
    const acceptSession = (session: Partial<Session> | null | undefined): Session => {
      if (!session?.user) throw new Error(AUTH_MESSAGES.noUserData);
      if (!session.token) throw new Error(AUTH_MESSAGES.noBackendToken);
      return session as Session;
    };

    const startSession = (session: Session, event: AuthEvent) => {
      storeToken(session.token, storage);
      storeUser(session.user, storage);
      set({
        user: session.user,
        isAuthenticated: true,
        error: null,
        expiresAt: parseExpiry(session.expiresAt),
        mfaChallenge: null,
      });
      emit(event);
    };

    const failLogin = (error: unknown): never => {
      set({ ...signedOutState, error: authErrorMessage(error) });
      throw error;
    };

    const handleSignin = (response: SigninResponse | null | undefined): SignInOutcome => {
      if (
        response &&
        typeof response === "object" &&
        "mfaRequired" in response &&
        isMfaChallenge(response)
      ) {
        set({ ...signedOutState, error: null, mfaChallenge: response });
        return "mfa-required";
      }
      startSession(acceptSession(response as Partial<Session> | null | undefined), "SIGNED_IN");
      return "signed-in";
    };

    return {
      user: null,
      isAuthenticated: false,
      isLoading: true,
      error: null,
      expiresAt: null,
      mfaChallenge: null,

      initialize: () => {
        initializing ??= (async () => {
          set({ isLoading: true });
          const token = readStoredToken(storage);
          if (!token) {
            set({ ...signedOutState, isLoading: false });
            emit("INITIAL_SESSION");
            return;
          }
          try {
            const user = await getMe(client);
            if (!user) throw new Error(AUTH_MESSAGES.noUserData);
            storeUser(user, storage);
            set({ user, isAuthenticated: true, isLoading: false, error: null });
          } catch (error) {
            if (isApiClientError(error) && error.status === 401) clearStoredSession(storage);
            set({ ...signedOutState, isLoading: false, error: null });
          }
          emit("INITIAL_SESSION");
        })();
        return initializing;
      },

      login: async (input) => {
        set({ error: null });
        try {
          return handleSignin(await signIn(input, client));
        } catch (error) {
          return failLogin(error);
        }
      },

      loginWithEmailCode: async (input) => {
        set({ error: null });
        try {
          return handleSignin(await verifyEmailOtp(input, client));
        } catch (error) {
          return failLogin(error);
        }
      },

      verifyMfaChallenge: async ({ code, method }) => {
        const challenge = get().mfaChallenge;
        if (!challenge) {
          set({ error: AUTH_MESSAGES.mfaChallengeExpired });
          throw new Error(AUTH_MESSAGES.mfaChallengeExpired);
        }
        set({ error: null });
        try {
          const session = acceptSession(
            await verifyMfa({ challengeToken: challenge.challengeToken, code, method }, client),
          );
          startSession(session, "SIGNED_IN");
          emit("MFA_CHALLENGE_VERIFIED");
        } catch (error) {
          // A wrong code keeps the challenge so the user can try again; the user stays signed out.
          set({ user: null, isAuthenticated: false, error: authErrorMessage(error) });
          throw error;
        }
      },

      cancelMfaChallenge: () => set({ mfaChallenge: null, error: null }),

      completeExternalSignIn: async ({ token, expiresAt }) => {
        set({ error: null });
        storeToken(token, storage);
        try {
          const user = await getMe(client);
          startSession(acceptSession({ token, user, expiresAt: expiresAt ?? "" }), "SIGNED_IN");
          if (!expiresAt) set({ expiresAt: null });
        } catch (error) {
          clearStoredSession(storage);
          failLogin(error);
        }
      },

      signup: async (input) => {
        // Spec §4: sign-up does not authenticate.
        set({ error: null });
        try {
          return await signUp(input, client);
        } catch (error) {
          set({ error: authErrorMessage(error) });
          throw error;
        }
      },

      logout: async () => {
        try {
          if (readStoredToken(storage)) await signOut(client);
        } catch {
          // Spec §4: logout clears everything even when the call fails.
        } finally {
          clearStoredSession(storage);
          set({ ...signedOutState, error: null, isLoading: false });
          emit("SIGNED_OUT");
        }
      },

      refresh: () => {
        refreshing ??= (async () => {
          try {
            const session = acceptSession(await refreshSession(client));
            storeToken(session.token, storage);
            storeUser(session.user, storage);
            set({
              user: session.user,
              isAuthenticated: true,
              expiresAt: parseExpiry(session.expiresAt),
            });
            emit("TOKEN_REFRESHED");
          } catch (error) {
            if (isApiClientError(error) && error.status === 401) get().handleSessionLost();
          } finally {
            refreshing = null;
          }
        })();
        return refreshing;
      },

      reloadUser: async () => {
        const user = await getMe(client);
        get().setUser(user);
      },

      setUser: (user) => {
        storeUser(user, storage);
        set({ user });
        emit("USER_UPDATED");
      },

      replaceToken: ({ token, expiresAt, user }) => {
        storeToken(token, storage);
        set({ expiresAt: parseExpiry(expiresAt) });
        emit("TOKEN_REFRESHED");
        if (user) get().setUser(user);
      },

      announcePasswordRecovery: () => emit("PASSWORD_RECOVERY"),

      handleSessionLost: () => {
        const wasAuthenticated = get().isAuthenticated;
        clearStoredSession(storage);
        set({ ...signedOutState, isLoading: false });
        if (wasAuthenticated) emit("SIGNED_OUT");
      },

      clearError: () => set({ error: null }),

      startAutoRefresh: () => {
        // Spec §4: every 30 s tick, refresh when the session ends within 3 ticks (or its end is unknown).
        const timer = setInterval(() => {
          const { isAuthenticated, expiresAt } = get();
          if (!isAuthenticated) return;
          if (expiresAt === null || expiresAt - now() <= REFRESH_THRESHOLD_MS) void get().refresh();
        }, SESSION_REFRESH_TICK_MS);
        return () => clearInterval(timer);
      },

      onAuthStateChange: (listener) => {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
    };
  });
}

function defaultStorage(): SessionStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The app's auth store. */
export const authStore = createAuthStore();

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}
