import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { z } from "zod";

const booleanString = z
  .enum(["true", "false", "1", "0", ""])
  .transform((value) => value === "true" || value === "1");

const listOfEmails = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

/**
 * Every variable the server reads, parsed once at start. Each default is the offline embedded one,
 * so `npm start` needs no variable at all. Nothing else reads process.env.
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  APP_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  SITE_MODE: z.enum(["app", "waitlist"]).default("app"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanString.default(false),
  WAITLIST_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  WAITLIST_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  DEMO_VIDEO_URL: z.url().optional(),
  CONTACT_EMAIL: z.email().default("hello@hirelens.app"),
  TWITTER_URL: z.url().default("https://twitter.com/hirelens"),
  LINKEDIN_URL: z.url().default("https://www.linkedin.com/company/hirelens"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  ADMIN_EMAILS: listOfEmails,
  /** smtp(s)://user:pass@host:port; absent = mails go to the outbox table and their links to the log. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("HireLens <no-reply@hirelens.local>"),
  /** Signs sessions, links and encrypts MFA secrets; absent = generated once into DATA_DIR/auth-secret. */
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  /** Absolute session lifetime (ASVS L2 3.3.2: 12 h); a refresh rotates the token, not the end. */
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(12 * 60 * 60),
  /** A session unused for this long ends (ASVS L2 3.3.2: 30 min). */
  SESSION_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 60),
  AUTH_MAX_FAILED_SIGNINS: z.coerce.number().int().positive().default(5),
  AUTH_FAILED_SIGNIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  WEB_DIST_DIR: z.string().optional(),
  /** LLM for the job-description writer; absent = the built-in generator (offline). */
  AI_PROVIDER: z.enum(["openai-compatible", "anthropic", "ollama"]).optional(),
  AI_API_KEY: z.string().optional(),
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama's OpenAI-compatible API). */
  AI_BASE_URL: z.url().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * Worker processes that parse and score resumes (per server process; the name is historical).
   * Default 2, never more than the cores (decision 186: on 2 cores the API's share of a batch is
   * small, and one process made a 50-resume batch wait on one core while the other idled).
   */
  WORKER_THREADS: z.coerce
    .number()
    .int()
    .min(1)
    .max(32)
    .default(Math.max(1, Math.min(2, availableParallelism()))),
  /** Run the analysis queue worker in this process (set false on API-only processes). */
  QUEUE_WORKER: booleanString.default(true),
  /** Seconds an analysis job may stay active before another worker takes it over (crash recovery). */
  ANALYSIS_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).default(120),
  /**
   * Hard deadline of one engine task (read + structure + score of a resume, or a JD's parse) in a
   * worker process; past it the process is killed and the file fails. Hundreds of times a normal
   * resume's 15-40 ms, short enough that another user's resume waits at most about two of them
   * behind hostile files (issue 15: done within 10 s), and shorter than ANALYSIS_JOB_EXPIRE_SECONDS
   * (checked at start).
   */
  ANALYSIS_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** V8 heap cap of each worker process (Buffers and wasm memory are outside it). */
  WORKER_MEMORY_MB: z.coerce.number().int().min(64).default(512),
  /** CPU-heavy routes (JD save/generate, uploads, analysis start): requests per user per window. */
  HEAVY_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  /** The same routes, per client address (several accounts behind one address). */
  HEAVY_RATE_LIMIT_ADDRESS_MAX: z.coerce.number().int().positive().default(120),
  HEAVY_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * Where uploads live: "local" (DATA_DIR/uploads: one host) or "s3" (objects of S3_BUCKET, read
   * by every API and worker process). Absent = s3 when S3_BUCKET is set, local otherwise.
   */
  STORAGE: z.enum(["local", "s3"]).optional(),
  S3_BUCKET: z.string().optional(),
  /** Another S3-protocol service (MinIO, R2, …); absent = AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  /** Both absent = the AWS SDK's own credential chain (instance role, profile). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path instead of the host name (most non-AWS services). */
  S3_FORCE_PATH_STYLE: booleanString.default(false),
  /** Stripe instead of the sandbox payment provider (DESIGN §2) when set. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The recurring Price of the Pro plan in Stripe. */
  STRIPE_PRICE_PRO: z.string().optional(),
  STRIPE_API_BASE: z.url().default("https://api.stripe.com"),
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().positive().default(300),
  /** Outgoing webhooks (decision 183): the first retry's delay; each next one about doubles. */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /**
   * Whether webhook URLs may be http://localhost or a private address. Absent = only when APP_URL
   * is itself local (a development server); a deployed server accepts public https URLs only.
   */
  WEBHOOK_ALLOW_LOCAL_URLS: booleanString.optional(),
  /**
   * Days the decision log keeps an entry before the retention job deletes it (issue 13): at least
   * 183 (six months), the least a deployer of a high-risk AI system keeps its logs (EU AI Act Art. 26(6)).
   */
  DECISION_LOG_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(183, "DECISION_LOG_RETENTION_DAYS must be at least 183 days (six months)")
    .default(183),
});

export type Env = z.infer<typeof envSchema> & {
  /** Public base URL used in every mailed link. */
  APP_URL: string;
  /** Absolute directory for PGlite, uploads and other local state. */
  DATA_DIR: string;
  STORAGE: "local" | "s3";
};

export class InvalidEnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "InvalidEnvError";
  }
}

/** Parses variables (default: process.env) and fails fast with the list of bad ones. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new InvalidEnvError(
      result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  const env = result.data;
  if (env.ANALYSIS_TIMEOUT_MS >= env.ANALYSIS_JOB_EXPIRE_SECONDS * 1000) {
    // Otherwise pg-boss hands a job that is still legitimately running to a second worker.
    throw new InvalidEnvError([
      "ANALYSIS_TIMEOUT_MS: must be shorter than ANALYSIS_JOB_EXPIRE_SECONDS (in ms)",
    ]);
  }
  const storage = env.STORAGE ?? (env.S3_BUCKET ? "s3" : "local");
  const storageProblems = [
    storage === "s3" && !env.S3_BUCKET ? "S3_BUCKET: required when STORAGE is s3" : "",
    Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)
      ? "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither"
      : "",
  ].filter(Boolean);
  if (storageProblems.length > 0) throw new InvalidEnvError(storageProblems);
  return {
    ...env,
    STORAGE: storage,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    DATA_DIR: resolve(env.DATA_DIR),
  };
}
