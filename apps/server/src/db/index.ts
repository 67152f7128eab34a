export * as schema from "./schema.ts";
