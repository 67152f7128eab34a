import { randomUUID } from "node:crypto";
import { WORKSPACE_HEADER, WORKSPACE_ROLES, type WorkspaceRole } from "@hirelens/contracts";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { workspaceMembers, workspaces } from "../../../src/db/schema/index.ts";
import { api, registerVerifiedUser } from "../../helpers/auth.ts";
import { startSmtp, type TestSmtp } from "../../helpers/smtp.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";
import { JOB_TEXT, multipartBody, resumeText } from "../analysis/support.ts";

/**
 * The authorisation matrix (issue 14, decision 182): EVERY registered route x every role (owner,
 * admin, recruiter, viewer) x own / other workspace.
 * - own workspace: a role below the route's minimum answers 403; the minimum and above never 403
 *   nor 404 (nor 5xx);
 * - other workspace named in the x-workspace-id header (or the path): 404, whatever the role;
 * - another workspace's ids used from one's own workspace: 404 (403 below the minimum).
 * The routes of no workspace are run for every role too: the platform's admin console answers 404
 * to every member; a per-account read (GET without ids) answers the same with no header, the own
 * workspace's or another's in it.
 * Every route must be classified below: a new route without a rule fails the test.
 */

type Ids = Record<
  | "job"
  | "file"
  | "batch"
  | "candidate"
  | "auditRun"
  | "paymentMethod"
  | "invoice"
  | "person"
  | "comment"
  | "apiKey"
  | "webhook"
  | "invite"
  | "workspace"
  | "member",
  string
>;
interface Call {
  url: string;
  body?: unknown;
  csv?: string;
  upload?: boolean;
}
type Rule =
  | { kind: "public" }
  /** Per account (profile, preferences, support, onboarding, sign-in…): no workspace involved. */
  | { kind: "user" }
  /** The platform's staff (users.role = admin): 404 to everyone else. */
  | { kind: "platform-admin" }
  | {
      kind: "workspace";
      min: WorkspaceRole;
      call: (ids: Ids) => Call;
      /** Uses ids of the workspace's data (so another workspace's ids must be 404). */
      usesIds?: boolean;
      /** Consumes what it acts on: each allowed cell gets fresh ids. */
      fresh?: (keyof Ids)[];
      /** The workspace is named in the path (workspace routes), not the header. */
      inPath?: boolean;
      /** Allowed cells not run, with the reason (printed). */
      skipAllowed?: string;
    };

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");
const CARD = {
  name: "Ada Owner",
  number: "4242 4242 4242 4242",
  expiry: `12/${nextYear}`,
  cvc: "123",
};
const WEIGHTS = {
  requiredSkills: 30,
  preferredSkills: 10,
  experience: 20,
  education: 10,
  titleFit: 15,
  relevance: 15,
};
const REQUIREMENTS = {
  title: "Senior Backend Engineer",
  requiredSkills: ["Node.js"],
  preferredSkills: [],
  minYears: null,
  education: null,
  seniority: null,
  certifications: [],
};

const ws = (
  min: WorkspaceRole,
  call: (ids: Ids) => Call,
  extra: Partial<Extract<Rule, { kind: "workspace" }>> = {},
): Rule => ({ kind: "workspace", min, call, ...extra });
const get = (url: (ids: Ids) => string) => (ids: Ids) => ({ url: url(ids) });
const PUBLIC: Rule = { kind: "public" };
const USER: Rule = { kind: "user" };
const STAFF: Rule = { kind: "platform-admin" };

const RULES: Record<string, Rule> = {
  "GET /api/health": PUBLIC,
  "GET /api/config": PUBLIC,
  "POST /api/waitlist": PUBLIC,
  "GET /api/billing/plans": PUBLIC,
  "POST /api/billing/webhook": PUBLIC,
  "GET /api/support/faq": PUBLIC,
  "GET /api/public/audit-summaries/:publicId": PUBLIC,
  "GET /api/public/how-scoring-works": PUBLIC,
  "GET /api/user/profile-image/:userId/:version": PUBLIC,
  ...Object.fromEntries(
    [
      "POST /api/auth/signup",
      "POST /api/auth/signin",
      "POST /api/auth/mfa/verify",
      "POST /api/auth/signout",
      "GET /api/auth/me",
      "GET /api/auth/supabaseId",
      "POST /api/auth/refresh",
      "POST /api/auth/verify-email",
      "POST /api/auth/resend-verification",
      "POST /api/auth/forgot-password",
      "POST /api/auth/reset-password",
      "POST /api/auth/change-password",
      "POST /api/user/change-password",
      "POST /api/auth/email-otp/send",
      "POST /api/auth/email-otp/verify",
      "POST /api/auth/mfa/enable",
      "POST /api/auth/mfa/confirm",
      "POST /api/auth/mfa/disable",
      "GET /api/auth/google",
      "GET /api/auth/google/complete",
      "GET /api/user",
      "PATCH /api/user",
      "GET /api/user/profile",
      "POST /api/user/profile",
      "PATCH /api/user/profile",
      "POST /api/user/profile-image",
      "DELETE /api/user/profile-image",
      "GET /api/user/export",
      "DELETE /api/user",
      "POST /api/user/delete",
      "PUT /api/user/onboarding",
      "POST /api/user/onboarding",
      "GET /api/email-preferences",
      "PATCH /api/email-preferences",
      "GET /api/user/preferences",
      "PATCH /api/user/preferences",
      "POST /api/support/contact",
      "GET /api/support/tickets",
      "GET /api/support/tickets/:id",
      "POST /api/support/tickets/:id/replies",
      "POST /api/support/tickets/:id/resolve",
      // Stateless writing tools: no workspace data read or written.
      "POST /api/job-descriptions/generate",
      "POST /api/job-descriptions/check-wording",
      "GET /api/skills",
      // The employer name defaults to the signed-in person's profile.
      "GET /api/bias-audit/notice-defaults",
      // The switcher's list and a new workspace are the account's; invites are accepted by an account.
      "GET /api/workspaces",
      "POST /api/workspaces",
      "POST /api/workspace-invites/preview",
      "POST /api/workspace-invites/accept",
    ].map((key) => [key, USER]),
  ),
  ...Object.fromEntries(
    [
      "GET /api/admin/overview",
      "GET /api/admin/waitlist",
      "GET /api/admin/waitlist/export",
      "GET /api/admin/users",
      "GET /api/admin/tickets",
      "GET /api/admin/tickets/:id",
      "POST /api/admin/tickets/:id/replies",
      "PATCH /api/admin/tickets/:id",
      "GET /api/admin/outbox",
      "GET /api/admin/queue",
      "POST /api/admin/queue/jobs/:name/:id/retry",
    ].map((key) => [key, STAFF]),
  ),

  // Credits, plan and billing: the workspace's own (decisions 182 and 197); billing is the owner's.
  "GET /api/credits": ws(
    "viewer",
    get(() => "/api/credits"),
  ),
  "GET /api/credits/transactions": ws(
    "viewer",
    get(() => "/api/credits/transactions"),
  ),
  "GET /api/credits/history": ws(
    "viewer",
    get(() => "/api/credits/history"),
  ),
  "POST /api/credits/add": ws("owner", () => ({
    url: "/api/credits/add",
    body: { kind: "purchase", packId: "pack-25", card: CARD },
  })),
  "GET /api/billing/subscription": ws(
    "viewer",
    get(() => "/api/billing/subscription"),
  ),
  "POST /api/billing/subscribe": ws("owner", () => ({
    url: "/api/billing/subscribe",
    body: { plan: "pro", card: CARD },
  })),
  "POST /api/billing/cancel": ws("owner", () => ({ url: "/api/billing/cancel" })),
  "POST /api/billing/resume": ws("owner", () => ({ url: "/api/billing/resume" })),
  "POST /api/billing/portal": ws("owner", () => ({ url: "/api/billing/portal" })),
  "GET /api/billing/payment-methods": ws(
    "owner",
    get(() => "/api/billing/payment-methods"),
  ),
  "POST /api/billing/payment-methods": ws("owner", () => ({
    url: "/api/billing/payment-methods",
    body: { card: CARD },
  })),
  "POST /api/billing/payment-methods/:id/default": ws(
    "owner",
    (ids) => ({ url: `/api/billing/payment-methods/${ids.paymentMethod}/default` }),
    { usesIds: true },
  ),
  "DELETE /api/billing/payment-methods/:id": ws(
    "owner",
    get((ids) => `/api/billing/payment-methods/${ids.paymentMethod}`),
    { usesIds: true, fresh: ["paymentMethod"] },
  ),
  "GET /api/billing/invoices": ws(
    "owner",
    get(() => "/api/billing/invoices"),
  ),
  "GET /api/billing/invoices/:id/pdf": ws(
    "owner",
    get((ids) => `/api/billing/invoices/${ids.invoice}/pdf`),
    { usesIds: true },
  ),

  "GET /api/dashboard": ws(
    "viewer",
    get(() => "/api/dashboard"),
  ),

  // Job descriptions.
  "POST /api/job-descriptions": ws("recruiter", () => ({
    url: "/api/job-descriptions",
    body: { title: "Backend Engineer", text: JOB_TEXT },
  })),
  "POST /api/job-descriptions/add": ws("recruiter", () => ({
    url: "/api/job-descriptions/add",
    body: { title: "Backend Engineer", text: JOB_TEXT },
  })),
  "GET /api/job-descriptions": ws(
    "viewer",
    get(() => "/api/job-descriptions"),
  ),
  "GET /api/job-descriptions/:id": ws(
    "viewer",
    get((ids) => `/api/job-descriptions/${ids.job}`),
    {
      usesIds: true,
    },
  ),
  "PATCH /api/job-descriptions/:id": ws(
    "recruiter",
    (ids) => ({ url: `/api/job-descriptions/${ids.job}`, body: { company: "Acme" } }),
    { usesIds: true },
  ),
  "PUT /api/job-descriptions/:id": ws(
    "recruiter",
    (ids) => ({ url: `/api/job-descriptions/${ids.job}`, body: { company: "Acme" } }),
    { usesIds: true },
  ),
  "DELETE /api/job-descriptions/:id": ws(
    "recruiter",
    get((ids) => `/api/job-descriptions/${ids.job}`),
    {
      usesIds: true,
      fresh: ["job"],
    },
  ),
  "GET /api/job-descriptions/:id/export": ws(
    "viewer",
    get((ids) => `/api/job-descriptions/${ids.job}/export`),
    { usesIds: true },
  ),
  "POST /api/job-descriptions/import": ws("recruiter", () => ({
    url: "/api/job-descriptions/import",
    body: JSON.stringify({ title: "Imported Engineer", description: JOB_TEXT }),
  })),
  "GET /api/job-descriptions/:id/scorecard-criteria": ws(
    "viewer",
    get((ids) => `/api/job-descriptions/${ids.job}/scorecard-criteria`),
    { usesIds: true },
  ),
  "PUT /api/job-descriptions/:id/scorecard-criteria": ws(
    "recruiter",
    (ids) => ({
      url: `/api/job-descriptions/${ids.job}/scorecard-criteria`,
      body: { criteria: ["Communication"] },
    }),
    { usesIds: true },
  ),

  // Files.
  "POST /api/files/upload": ws("recruiter", () => ({ url: "/api/files/upload", upload: true })),
  "GET /api/files/download": ws(
    "viewer",
    get((ids) => `/api/files/download?id=${ids.file}`),
    {
      usesIds: true,
    },
  ),
  "DELETE /api/files/:id": ws(
    "recruiter",
    get((ids) => `/api/files/${ids.file}`),
    {
      usesIds: true,
      fresh: ["file"],
    },
  ),
  "POST /api/files/delete": ws(
    "recruiter",
    (ids) => ({ url: "/api/files/delete", body: { id: ids.file } }),
    { usesIds: true, fresh: ["file"] },
  ),

  // Analyses.
  ...Object.fromEntries(
    ["/api/analysis/analyze", "/api/resume-analysis"].map((url) => [
      `POST ${url}`,
      ws(
        "recruiter",
        (ids) => ({ url, body: { jobDescriptionId: ids.job, fileIds: [ids.file] } }),
        {
          usesIds: true,
        },
      ),
    ]),
  ),
  "GET /api/resume-analysis/batches": ws(
    "viewer",
    get(() => "/api/resume-analysis/batches"),
  ),
  "GET /api/analysis/history": ws(
    "viewer",
    get(() => "/api/analysis/history"),
  ),
  "GET /api/resume-analysis/batches/:id": ws(
    "viewer",
    get((ids) => `/api/resume-analysis/batches/${ids.batch}`),
    { usesIds: true },
  ),
  "GET /api/analysis/result": ws(
    "viewer",
    get((ids) => `/api/analysis/result?id=${ids.batch}`),
    {
      usesIds: true,
    },
  ),
  "POST /api/resume-analysis/batches/:id/rerank": ws(
    "recruiter",
    (ids) => ({
      url: `/api/resume-analysis/batches/${ids.batch}/rerank`,
      body: { weights: WEIGHTS },
    }),
    { usesIds: true },
  ),
  "POST /api/resume-analysis/batches/:id/rescore": ws(
    "recruiter",
    (ids) => ({
      url: `/api/resume-analysis/batches/${ids.batch}/rescore`,
      body: { requirements: REQUIREMENTS },
    }),
    { usesIds: true },
  ),
  "DELETE /api/resume-analysis/batches/:id": ws(
    "recruiter",
    get((ids) => `/api/resume-analysis/batches/${ids.batch}`),
    { usesIds: true, fresh: ["batch"] },
  ),
  "POST /api/analysis/delete": ws(
    "recruiter",
    (ids) => ({ url: "/api/analysis/delete", body: { id: ids.batch } }),
    { usesIds: true, fresh: ["batch"] },
  ),
  "GET /api/analysis/export": ws(
    "viewer",
    get((ids) => `/api/analysis/export?batchId=${ids.batch}&format=csv`),
    { usesIds: true },
  ),
  "GET /api/resume-analysis/:id": ws(
    "viewer",
    get((ids) => `/api/resume-analysis/${ids.candidate}`),
    {
      usesIds: true,
    },
  ),
  "PATCH /api/resume-analysis/:id": ws(
    "recruiter",
    (ids) => ({ url: `/api/resume-analysis/${ids.candidate}`, body: { notes: "Call back" } }),
    { usesIds: true },
  ),
  "GET /api/resume-analysis/:id/json-resume": ws(
    "viewer",
    get((ids) => `/api/resume-analysis/${ids.candidate}/json-resume`),
    { usesIds: true },
  ),
  "GET /api/realtime/events": ws(
    "viewer",
    get((ids) => `/api/realtime/events?batchId=${ids.batch}`),
    { usesIds: true, skipAllowed: "an open event stream never ends (the realtime suite reads it)" },
  ),

  // Decision log and human oversight.
  ...Object.fromEntries(
    (["batch", "candidate"] as const).flatMap((scope) => {
      const base = (ids: Ids) =>
        scope === "batch"
          ? `/api/resume-analysis/batches/${ids.batch}`
          : `/api/resume-analysis/${ids.candidate}`;
      const path =
        scope === "batch" ? "/api/resume-analysis/batches/:id" : "/api/resume-analysis/:id";
      return [
        [
          `GET ${path}/decisions`,
          ws(
            "viewer",
            get((ids) => `${base(ids)}/decisions`),
            { usesIds: true },
          ),
        ],
        [
          `GET ${path}/decisions/export`,
          ws(
            "viewer",
            get((ids) => `${base(ids)}/decisions/export?format=csv`),
            { usesIds: true },
          ),
        ],
      ];
    }),
  ),
  "POST /api/resume-analysis/:id/band-override": ws(
    "recruiter",
    (ids) => ({
      url: `/api/resume-analysis/${ids.candidate}/band-override`,
      body: { band: null, reason: "Checked against the references" },
    }),
    { usesIds: true },
  ),
  "PUT /api/resume-analysis/batches/:id/ranking": ws(
    "recruiter",
    (ids) => ({
      url: `/api/resume-analysis/batches/${ids.batch}/ranking`,
      body: { rankingEnabled: true },
    }),
    { usesIds: true },
  ),

  // Candidates across batches (C) and collaboration (M).
  "GET /api/candidates": ws(
    "viewer",
    get(() => "/api/candidates"),
  ),
  "POST /api/candidates/import": ws("recruiter", () => ({
    url: "/api/candidates/import",
    csv: "name,email\nJo Import,jo.import@example.com\n",
  })),
  "GET /api/candidates/results/:id/stage": ws(
    "viewer",
    get((ids) => `/api/candidates/results/${ids.candidate}/stage`),
    { usesIds: true },
  ),
  "PUT /api/candidates/results/:id/stage": ws(
    "recruiter",
    (ids) => ({
      url: `/api/candidates/results/${ids.candidate}/stage`,
      body: { stage: "interviewing" },
    }),
    { usesIds: true },
  ),
  "GET /api/candidates/:id": ws(
    "viewer",
    get((ids) => `/api/candidates/${ids.person}`),
    {
      usesIds: true,
    },
  ),
  "PUT /api/candidates/:id/stages/:jobDescriptionId": ws(
    "recruiter",
    (ids) => ({
      url: `/api/candidates/${ids.person}/stages/${ids.job}`,
      body: { stage: "interviewing" },
    }),
    { usesIds: true },
  ),
  "GET /api/collaboration/members": ws(
    "viewer",
    get(() => "/api/collaboration/members"),
  ),
  "GET /api/resume-analysis/:id/comments": ws(
    "viewer",
    get((ids) => `/api/resume-analysis/${ids.candidate}/comments`),
    { usesIds: true },
  ),
  "POST /api/resume-analysis/:id/comments": ws(
    "recruiter",
    (ids) => ({
      url: `/api/resume-analysis/${ids.candidate}/comments`,
      body: { body: "Strong on SQL" },
    }),
    { usesIds: true },
  ),
  "PATCH /api/comments/:id": ws(
    "recruiter",
    (ids) => ({ url: `/api/comments/${ids.comment}`, body: { body: "Strong on SQL." } }),
    { usesIds: true, skipAllowed: "only a comment's author may edit it (the collaboration suite)" },
  ),
  "DELETE /api/comments/:id": ws(
    "recruiter",
    get((ids) => `/api/comments/${ids.comment}`),
    {
      usesIds: true,
      skipAllowed: "only a comment's author may delete it (the collaboration suite)",
    },
  ),
  "GET /api/resume-analysis/:id/scorecards": ws(
    "viewer",
    get((ids) => `/api/resume-analysis/${ids.candidate}/scorecards`),
    { usesIds: true },
  ),
  "PUT /api/resume-analysis/:id/scorecards/mine": ws(
    "recruiter",
    (ids) => ({
      url: `/api/resume-analysis/${ids.candidate}/scorecards/mine`,
      body: { ratings: [], recommendation: 3, note: "" },
    }),
    { usesIds: true },
  ),
  "DELETE /api/resume-analysis/:id/scorecards/mine": ws(
    "recruiter",
    get((ids) => `/api/resume-analysis/${ids.candidate}/scorecards/mine`),
    { usesIds: true },
  ),

  // Bias audit.
  "GET /api/bias-audit/batches": ws(
    "viewer",
    get(() => "/api/bias-audit/batches"),
  ),
  "GET /api/bias-audit/template": ws(
    "viewer",
    get((ids) => `/api/bias-audit/template?batchIds=${ids.batch}`),
    { usesIds: true },
  ),
  "POST /api/bias-audit/categories": ws("recruiter", (ids) => ({
    url: "/api/bias-audit/categories",
    csv: `candidate_id,sex,race_ethnicity\n${ids.candidate},female,\n`,
  })),
  "GET /api/bias-audit/status": ws(
    "viewer",
    get(() => "/api/bias-audit/status"),
  ),
  "GET /api/bias-audit/runs": ws(
    "viewer",
    get(() => "/api/bias-audit/runs"),
  ),
  "POST /api/bias-audit/runs": ws(
    "recruiter",
    (ids) => ({
      url: "/api/bias-audit/runs",
      body: {
        scope: "batch",
        batchId: ids.batch,
        dataSource: "Voluntary self-identification form",
      },
    }),
    { usesIds: true },
  ),
  "GET /api/bias-audit/runs/:id": ws(
    "viewer",
    get((ids) => `/api/bias-audit/runs/${ids.auditRun}`),
    {
      usesIds: true,
    },
  ),
  "GET /api/bias-audit/runs/:id/export": ws(
    "viewer",
    get((ids) => `/api/bias-audit/runs/${ids.auditRun}/export?format=aggregate-csv`),
    { usesIds: true },
  ),
  "PUT /api/bias-audit/runs/:id/publication": ws(
    "admin",
    (ids) => ({
      url: `/api/bias-audit/runs/${ids.auditRun}/publication`,
      body: { isPublished: false },
    }),
    { usesIds: true },
  ),
  "GET /api/bias-audit/notice": ws(
    "viewer",
    get(
      (ids) => `/api/bias-audit/notice?batchId=${ids.batch}&employer=Acme&contact=hr%40acme.test`,
    ),
    { usesIds: true },
  ),

  // Retention and erasure.
  "GET /api/retention/settings": ws(
    "viewer",
    get(() => "/api/retention/settings"),
  ),
  "PUT /api/retention/settings": ws("admin", () => ({
    url: "/api/retention/settings",
    body: { retentionDays: 365 },
  })),
  "PUT /api/retention/batches/:id/legal-hold": ws(
    "admin",
    (ids) => ({ url: `/api/retention/batches/${ids.batch}/legal-hold`, body: { isOnHold: false } }),
    { usesIds: true },
  ),
  "POST /api/retention/candidates/:id/erase": ws(
    "recruiter",
    (ids) => ({ url: `/api/retention/candidates/${ids.candidate}/erase` }),
    { usesIds: true, fresh: ["batch", "candidate"] },
  ),

  // API keys and webhooks (K): workspace settings, admin.
  "GET /api/api-keys": ws(
    "admin",
    get(() => "/api/api-keys"),
  ),
  "POST /api/api-keys": ws("admin", () => ({
    url: "/api/api-keys",
    body: { name: "CI", scopes: ["jobs:read"] },
  })),
  "DELETE /api/api-keys/:id": ws(
    "admin",
    get((ids) => `/api/api-keys/${ids.apiKey}`),
    {
      usesIds: true,
      fresh: ["apiKey"],
    },
  ),
  "GET /api/webhooks": ws(
    "admin",
    get(() => "/api/webhooks"),
  ),
  "POST /api/webhooks": ws("admin", () => ({
    url: "/api/webhooks",
    body: { url: "http://127.0.0.1:9/hook", events: ["batch.completed"] },
  })),
  "PATCH /api/webhooks/:id": ws(
    "admin",
    (ids) => ({ url: `/api/webhooks/${ids.webhook}`, body: { description: "ATS" } }),
    { usesIds: true },
  ),
  "DELETE /api/webhooks/:id": ws(
    "admin",
    get((ids) => `/api/webhooks/${ids.webhook}`),
    {
      usesIds: true,
      fresh: ["webhook"],
    },
  ),
  "POST /api/webhooks/:id/rotate-secret": ws(
    "admin",
    (ids) => ({ url: `/api/webhooks/${ids.webhook}/rotate-secret` }),
    { usesIds: true },
  ),
  "POST /api/webhooks/:id/test": ws(
    "admin",
    (ids) => ({ url: `/api/webhooks/${ids.webhook}/test` }),
    {
      usesIds: true,
    },
  ),
  "GET /api/webhooks/:id/deliveries": ws(
    "admin",
    get((ids) => `/api/webhooks/${ids.webhook}/deliveries`),
    { usesIds: true },
  ),

  // Workspace management (W1): the workspace is named in the path.
  "PATCH /api/workspaces/:workspaceId": ws(
    "admin",
    (ids) => ({ url: `/api/workspaces/${ids.workspace}`, body: { name: "Hiring team" } }),
    { inPath: true },
  ),
  "DELETE /api/workspaces/:workspaceId": ws(
    "owner",
    get((ids) => `/api/workspaces/${ids.workspace}`),
    {
      inPath: true,
      skipAllowed: "deleting the workspace would end the matrix (the workspaces suite)",
    },
  ),
  "GET /api/workspaces/:workspaceId/members": ws(
    "viewer",
    get((ids) => `/api/workspaces/${ids.workspace}/members`),
    { inPath: true },
  ),
  "PATCH /api/workspaces/:workspaceId/members/:userId": ws(
    "admin",
    (ids) => ({
      url: `/api/workspaces/${ids.workspace}/members/${ids.member}`,
      body: { role: "viewer" },
    }),
    { inPath: true },
  ),
  "DELETE /api/workspaces/:workspaceId/members/:userId": ws(
    "viewer",
    get((ids) => `/api/workspaces/${ids.workspace}/members/${ids.member}`),
    {
      inPath: true,
      skipAllowed: "removing a member changes the roles under test (the workspaces suite)",
    },
  ),
  "POST /api/workspaces/:workspaceId/transfer": ws(
    "owner",
    (ids) => ({ url: `/api/workspaces/${ids.workspace}/transfer`, body: { userId: ids.member } }),
    { inPath: true, skipAllowed: "a transfer changes the owner under test (the workspaces suite)" },
  ),
  "GET /api/workspaces/:workspaceId/invites": ws(
    "admin",
    get((ids) => `/api/workspaces/${ids.workspace}/invites`),
    { inPath: true },
  ),
  "POST /api/workspaces/:workspaceId/invites": ws(
    "admin",
    (ids) => ({
      url: `/api/workspaces/${ids.workspace}/invites`,
      body: { email: `invitee.${randomUUID().slice(0, 8)}@example.com`, role: "viewer" },
    }),
    { inPath: true },
  ),
  "POST /api/workspaces/:workspaceId/invites/:inviteId/resend": ws(
    "admin",
    (ids) => ({ url: `/api/workspaces/${ids.workspace}/invites/${ids.invite}/resend` }),
    { inPath: true },
  ),
  "DELETE /api/workspaces/:workspaceId/invites/:inviteId": ws(
    "admin",
    get((ids) => `/api/workspaces/${ids.workspace}/invites/${ids.invite}`),
    { inPath: true, fresh: ["invite"] },
  ),
};

/** Paths served by third-party plugins or the SPA, not our API. */
const isOutOfScope = (url: string) =>
  !url.startsWith("/api/") || url.startsWith("/api/docs") || url.startsWith("/api/identity/");

interface Person {
  id: string;
  token: string;
  email: string;
}

describe("authorization matrix: every route x every role x own/other workspace", () => {
  let t: TestApp;
  let smtp: TestSmtp;
  const routes: Array<{ method: string; url: string }> = [];
  const members = {} as Record<WorkspaceRole, Person>;
  let stranger: Person;
  let teamId: string;
  let own: Ids;
  let other: Ids;

  /** A request as `person`, acting in `workspaceId` (header) unless it is null. */
  async function send(
    person: Person,
    workspaceId: string | null,
    method: string,
    call: Call,
  ): Promise<{ status: number; body: string }> {
    const headers: Record<string, string> = { authorization: `Bearer ${person.token}` };
    if (workspaceId) headers[WORKSPACE_HEADER] = workspaceId;
    let payload: string | Buffer | object | undefined;
    if (call.upload) {
      const body = multipartBody([
        {
          name: `resume-${randomUUID().slice(0, 6)}.txt`,
          bytes: new TextEncoder().encode(
            resumeText({
              name: `Sam ${randomUUID().slice(0, 6)}`,
              title: "Backend Engineer",
              skills: ["Node.js", "TypeScript", "PostgreSQL"],
              years: 6,
            }),
          ),
        },
      ]);
      payload = body.payload;
      headers["content-type"] = body.contentType;
    } else if (call.csv !== undefined) {
      payload = call.csv;
      headers["content-type"] = "text/csv";
    } else if (typeof call.body === "string") {
      payload = call.body;
      headers["content-type"] = "application/json";
    } else if (call.body !== undefined) {
      payload = call.body as object;
    } else if (method === "POST" || method === "PUT" || method === "PATCH") {
      payload = {};
    }
    const response = await t.app.inject({
      method: method as "GET",
      url: call.url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.body.slice(0, 160) };
  }

  /** Creates one resource of `kind` in the workspace (as its owner) and answers its id. */
  async function create(
    kind: keyof Ids,
    owner: Person,
    workspaceId: string | null,
    ids: Partial<Ids>,
  ) {
    const json = async (method: string, call: Call) => {
      const headers: Record<string, string> = { authorization: `Bearer ${owner.token}` };
      if (workspaceId) headers[WORKSPACE_HEADER] = workspaceId;
      let payload: string | Buffer | object | undefined = call.body as object | undefined;
      if (call.upload) {
        const body = multipartBody([
          {
            name: `resume-${randomUUID().slice(0, 6)}.txt`,
            bytes: new TextEncoder().encode(
              resumeText({
                name: `Alex ${randomUUID().slice(0, 6)}`,
                title: "Backend Engineer",
                skills: ["Node.js", "TypeScript", "PostgreSQL", "Docker"],
                years: 7,
              }),
            ),
          },
        ]);
        payload = body.payload;
        headers["content-type"] = body.contentType;
      }
      const response = await t.app.inject({
        method: method as "GET",
        url: call.url,
        headers,
        ...(payload === undefined ? {} : { payload }),
      });
      if (response.statusCode >= 300)
        throw new Error(`setup ${method} ${call.url}: ${response.statusCode} ${response.body}`);
      return response.json();
    };
    switch (kind) {
      case "job":
        return (
          await json("POST", {
            url: "/api/job-descriptions",
            body: { title: "Backend Engineer", text: JOB_TEXT },
          })
        ).data.id as string;
      case "file":
        return (await json("POST", { url: "/api/files/upload", upload: true })).data.files[0]
          .id as string;
      case "batch": {
        const job = ids.job ?? (await create("job", owner, workspaceId, ids));
        const file = await create("file", owner, workspaceId, ids);
        const batch = await json("POST", {
          url: "/api/resume-analysis",
          body: { jobDescriptionId: job, fileIds: [file] },
        });
        ids.candidate = batch.data.candidates[0].id;
        return batch.data.id as string;
      }
      case "paymentMethod":
        return (await json("POST", { url: "/api/billing/payment-methods", body: { card: CARD } }))
          .data.id as string;
      case "apiKey":
        return (
          await json("POST", { url: "/api/api-keys", body: { name: "Key", scopes: ["jobs:read"] } })
        ).data.key.id as string;
      case "webhook":
        return (
          await json("POST", {
            url: "/api/webhooks",
            body: { url: "http://127.0.0.1:9/hook", events: ["batch.completed"] },
          })
        ).data.endpoint.id as string;
      case "invite":
        return (
          await json("POST", {
            url: `/api/workspaces/${workspaceId ?? owner.id}/invites`,
            body: { email: `invitee.${randomUUID().slice(0, 8)}@example.com`, role: "viewer" },
          })
        ).data.id as string;
      default:
        throw new Error(`no factory for ${kind}`);
    }
  }

  /** Every id the matrix uses, in one workspace (null = the owner's personal one). */
  async function seed(owner: Person, workspaceId: string | null, member: string): Promise<Ids> {
    const ids: Partial<Ids> = { workspace: workspaceId ?? owner.id, member };
    const subscribe = await send(owner, workspaceId, "POST", {
      url: "/api/billing/subscribe",
      body: { plan: "pro", card: CARD },
    });
    expect(subscribe.status, subscribe.body).toBe(200);
    ids.job = await create("job", owner, workspaceId, ids);
    ids.file = await create("file", owner, workspaceId, ids);
    ids.batch = await create("batch", owner, workspaceId, ids);
    const headers = {
      authorization: `Bearer ${owner.token}`,
      ...(workspaceId ? { [WORKSPACE_HEADER]: workspaceId } : {}),
    };
    // Scored, so the actions on a result meet a finished one.
    await vi.waitFor(
      async () => {
        const response = await t.app.inject({
          method: "GET",
          url: `/api/resume-analysis/batches/${ids.batch}`,
          headers,
        });
        if (response.json().data?.status !== "completed") throw new Error("still analysing");
      },
      { timeout: 60_000, interval: 100 },
    );
    const run = await t.app.inject({
      method: "POST",
      url: "/api/bias-audit/runs",
      headers,
      payload: { scope: "batch", batchId: ids.batch, dataSource: "Voluntary self-identification" },
    });
    if (run.statusCode !== 201) throw new Error(`setup audit run: ${run.statusCode} ${run.body}`);
    ids.auditRun = run.json().data.id;
    ids.paymentMethod = await create("paymentMethod", owner, workspaceId, ids);
    const read = async (method: string, url: string, payload?: object) => {
      const response = await t.app.inject({
        method: method as "GET",
        url,
        headers: {
          authorization: `Bearer ${owner.token}`,
          ...(workspaceId ? { [WORKSPACE_HEADER]: workspaceId } : {}),
        },
        ...(payload ? { payload } : {}),
      });
      if (response.statusCode >= 300)
        throw new Error(`setup ${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json();
    };
    ids.invoice = (await read("GET", "/api/billing/invoices")).data[0].id;
    ids.person = (await read("GET", "/api/candidates")).data[0].id;
    ids.comment = (
      await read("POST", `/api/resume-analysis/${ids.candidate}/comments`, {
        body: "First look: promising",
      })
    ).data.id;
    ids.apiKey = await create("apiKey", owner, workspaceId, ids);
    ids.webhook = await create("webhook", owner, workspaceId, ids);
    ids.invite = await create("invite", owner, workspaceId, ids);
    return ids as Ids;
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(
      { SMTP_URL: smtp.url, APP_URL: "http://hirelens.test", WEBHOOK_ALLOW_LOCAL_URLS: "true" },
      {
        onRoute: (route: RouteOptions) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods)
            if (method !== "HEAD" && !isOutOfScope(route.url))
              routes.push({ method, url: route.url });
        },
      },
    );
    const client = api(t.app);
    const register = (name: string) =>
      registerVerifiedUser(client, smtp, {
        name,
        email: `${name.toLowerCase().replace(/\W+/g, ".")}.${randomUUID().slice(0, 8)}@example.com`,
      });
    for (const role of WORKSPACE_ROLES) members[role] = await register(`Team ${role}`);
    stranger = await register("Other Company");
    // A team workspace owned by the owner, its members inserted directly (invites are W1's suite).
    teamId = randomUUID();
    await t.app.db
      .insert(workspaces)
      .values({ id: teamId, name: "Team", personal: false, ownerUserId: members.owner.id });
    await t.app.db
      .insert(workspaceMembers)
      .values(
        WORKSPACE_ROLES.map((role) => ({ workspaceId: teamId, userId: members[role].id, role })),
      );
    own = await seed(members.owner, teamId, members.viewer.id);
    other = await seed(stranger, null, stranger.id);
  }, 300_000);

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("classifies every registered route and enforces its rule for every role and workspace", async () => {
    expect(routes.length).toBeGreaterThan(100);
    const unclassified = routes
      .map(({ method, url }) => `${method} ${url}`)
      .filter((key) => !RULES[key]);
    expect(unclassified, "routes without a rule in the matrix").toEqual([]);

    const rank = (role: WorkspaceRole) => WORKSPACE_ROLES.length - WORKSPACE_ROLES.indexOf(role);
    const wrong: string[] = [];
    const skipped = new Set<string>();
    let cells = 0;
    let passes = 0;
    const counts = { public: 0, user: 0, "platform-admin": 0, workspace: 0 };
    const check = (label: string, status: number, ok: boolean, body: string) => {
      cells += 1;
      if (ok) passes += 1;
      else wrong.push(`${label} -> ${status} ${body}`);
    };

    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      const rule = RULES[key]!;
      counts[rule.kind] += 1;
      if (rule.kind === "platform-admin") {
        // The platform's console is for its staff: every member of every role gets 404, never 403.
        const call = { url: url.replace(/:\w+/g, () => randomUUID()) };
        for (const role of WORKSPACE_ROLES) {
          const response = await send(members[role], teamId, method, call);
          check(`${key} as ${role}`, response.status, response.status === 404, response.body);
        }
        continue;
      }
      if (rule.kind === "user" && method === "GET" && !url.includes(":")) {
        // A per-account read answers the same whatever workspace the header names (even one the
        // person is not a member of): it reads the account, never the workspace, and never 403s.
        for (const role of WORKSPACE_ROLES) {
          const statuses = [];
          for (const workspaceId of [null, teamId, other.workspace]) {
            statuses.push((await send(members[role], workspaceId, method, { url })).status);
          }
          const [first] = statuses;
          check(
            `${key} as ${role} (no, own and other workspace header)`,
            first ?? 0,
            // (404 stays possible for what is not set up, e.g. Google sign-in: the same 404.)
            statuses.every((status) => status === first) && first !== 403 && (first ?? 500) < 500,
            statuses.join(", "),
          );
        }
        continue;
      }
      if (rule.kind !== "workspace") continue;
      // Lowest role first: a consuming route meets its fresh ids only in the allowed cells.
      for (const role of [...WORKSPACE_ROLES].reverse()) {
        const person = members[role];
        const isAllowed = rank(role) >= rank(rule.min);
        // Own workspace.
        if (isAllowed && rule.skipAllowed) {
          skipped.add(`${key}: ${rule.skipAllowed}`);
        } else {
          const ids = { ...own };
          if (isAllowed && rule.fresh) {
            for (const kind of rule.fresh) {
              if (kind === "candidate") continue;
              ids[kind] = await create(kind, members.owner, teamId, ids);
            }
          }
          const call = rule.call(ids);
          const response = await send(person, rule.inPath ? null : teamId, method, call);
          check(
            `${key} as ${role} (own)`,
            response.status,
            isAllowed
              ? response.status !== 403 && response.status !== 404 && response.status < 500
              : response.status === 403,
            response.body,
          );
        }
        // The other workspace named in the header (or the path): not a member, 404.
        {
          const call = rule.call(other);
          const response = await send(person, rule.inPath ? null : other.workspace, method, call);
          check(
            `${key} as ${role} (other workspace)`,
            response.status,
            response.status === 404,
            response.body,
          );
        }
        // The other workspace's ids used from one's own workspace.
        if (rule.usesIds) {
          const call = rule.call({ ...own, ...pickIds(other) });
          const response = await send(person, teamId, method, call);
          check(
            `${key} as ${role} (other workspace's ids)`,
            response.status,
            isAllowed ? response.status === 404 : response.status === 403,
            response.body,
          );
        }
      }
    }
    console.info(
      `authorization matrix: ${routes.length} routes (${counts.workspace} workspace, ${counts.user} per account, ${counts["platform-admin"]} platform admin, ${counts.public} public), ${cells} cells, ${passes} passed, ${skipped.size} allowed cells not run:\n  ${[...skipped].join("\n  ")}`,
    );
    expect(wrong).toEqual([]);
    expect(passes).toBe(cells);
  }, 600_000);
});

/** The data ids of a workspace (not its id or members: those stay the team's). */
function pickIds(ids: Ids): Partial<Ids> {
  const { workspace: _workspace, member: _member, ...data } = ids;
  return data;
}
