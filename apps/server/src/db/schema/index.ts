// One file per domain; drizzle-kit reads them all (drizzle.config.ts).
export * from "./auth.ts";
export * from "./mail.ts";
export * from "./users.ts";
export * from "./waitlist.ts";
