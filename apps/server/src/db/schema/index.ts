// One file per domain; drizzle-kit reads them all (drizzle.config.ts).
export * from "./waitlist.ts";
