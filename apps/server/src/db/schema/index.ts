// One file per domain; drizzle-kit reads them all (drizzle.config.ts).

export * from "./analysis.ts";
export * from "./auth.ts";
export * from "./bias-audit.ts";
export * from "./billing.ts";
export * from "./candidates.ts";
export * from "./collaboration.ts";
export * from "./credits.ts";
export * from "./decisions.ts";
export * from "./files.ts";
export * from "./integrations.ts";
export * from "./job-descriptions.ts";
export * from "./mail.ts";
export * from "./retention.ts";
export * from "./support.ts";
export * from "./users.ts";
export * from "./waitlist.ts";
export * from "./workspaces.ts";
