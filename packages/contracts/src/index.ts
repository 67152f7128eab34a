export * from "./auth.ts";
export * from "./config.ts";
export * from "./constants.ts";
export * from "./errors.ts";
export * from "./onboarding.ts";
export * from "./preferences.ts";
export * from "./user.ts";
export * from "./waitlist.ts";
