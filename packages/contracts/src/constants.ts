/** Business constants and limits of the product spec (§9). One source of truth for web and server. */

export const PLAN_CREDITS = { free: 10, pro: 100, enterprise: -1 } as const;
export type PlanId = keyof typeof PLAN_CREDITS;

export const MAX_FILE_SIZE_BYTES = 10 * 1024 * 1024;
export const MAX_BULK_RESUMES = 50;
export const SUPPORT_RESPONSE_HOURS = 24;

export const REQUEST_TIMEOUT_MS = 30_000;
export const AI_TIMEOUT_MS = 60_000;
export const CREDIT_BALANCE_CACHE_MS = 60_000;

export const SESSION_REFRESH_TICK_MS = 30_000;
export const SESSION_REFRESH_THRESHOLD_TICKS = 3;
export const REALTIME_HEARTBEAT_MS = 30_000;
export const REALTIME_RECONNECT_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000] as const;
export const REALTIME_DEFAULT_TIMEOUT_MS = 10_000;

export const NAME_MIN_LENGTH = 2;
export const ROLE_MIN_LENGTH = 2;

export const TOAST_DEFAULT_DURATION_MS = 5_000;
export const CHARACTER_COUNTER_WARNING_RATIO = 0.9;
export const MOBILE_BREAKPOINT_PX = 768;

export const WAITLIST_FREE_PRO_SLOTS = 100;
export const WAITLIST_FREE_PRO_MONTHS = 1;
export const MARKETING_STATS = {
  accuracy: "95%",
  speed: "10x",
  costReduction: "80%",
  availability: "24/7",
} as const;
export const DEMO_LENGTH_MINUTES = 3;

export const QUERY_DEFAULTS = {
  retry: 2,
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 10 * 60_000,
} as const;

/** Local-storage keys (spec §9: auth token, user data, theme, language, preferences). */
export const STORAGE_KEYS = {
  authToken: "hirelens.auth_token",
  userData: "hirelens.user_data",
  theme: "hirelens.theme",
  language: "hirelens.language",
  preferences: "hirelens.preferences",
} as const;
