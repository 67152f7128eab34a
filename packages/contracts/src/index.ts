export * from "./constants.ts";
export * from "./errors.ts";
export * from "./waitlist.ts";
