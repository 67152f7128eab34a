export * from "./constants.ts";
export * from "./errors.ts";
export * from "./waitlist.ts";
export * from "./config.ts";
