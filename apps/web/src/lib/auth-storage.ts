import { STORAGE_KEYS, type User, userSchema } from "@hirelens/contracts";

/**
 * The stored session (spec §5, §9): the bearer token under STORAGE_KEYS.authToken (the API client
 * sends it on every request) and the user under STORAGE_KEYS.userData.
 */
export type SessionStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function defaultStorage(): SessionStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredToken(storage: SessionStorage | null = defaultStorage()): string | null {
  const token = storage?.getItem(STORAGE_KEYS.authToken);
  return token ? token : null;
}

export function readStoredUser(storage: SessionStorage | null = defaultStorage()): User | null {
  const text = storage?.getItem(STORAGE_KEYS.userData);
  if (!text) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeToken(token: string, storage: SessionStorage | null = defaultStorage()): void {
  storage?.setItem(STORAGE_KEYS.authToken, token);
}

export function storeUser(user: User, storage: SessionStorage | null = defaultStorage()): void {
  storage?.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
}

/** Logout and a lost session: the token and the user data go, whatever else happens. */
export function clearStoredSession(storage: SessionStorage | null = defaultStorage()): void {
  storage?.removeItem(STORAGE_KEYS.authToken);
  storage?.removeItem(STORAGE_KEYS.userData);
}

/**
 * The token to retry with after a 401: the stored one, when the session refresh replaced the token
 * the request was sent with (decision 155); null when the 401 really ends the session.
 * `replacementToken("old", "new")` -> "new"; `replacementToken("old", "old")` -> null.
 */
export function replacementToken(sent: string | null, stored: string | null): string | null {
  return sent && stored && stored !== sent ? stored : null;
}
