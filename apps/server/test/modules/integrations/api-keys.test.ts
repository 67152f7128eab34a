import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, workspaceMembers } from "../../../src/db/schema/index.ts";
import { hashToken } from "../../../src/lib/token-hash.ts";
import {
  type AnalyzerTestContext,
  JOB_TEXT,
  signUp,
  startAnalyzerApp,
} from "../analysis/support.ts";

let context: AnalyzerTestContext;
let owner: { id: string; token: string };
let other: { id: string; token: string };

async function call(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  auth: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await context.t.app.inject({
    method,
    url,
    payload: body as object | undefined,
    headers: { authorization: `Bearer ${auth}`, ...headers },
  });
  const isJson = String(response.headers["content-type"] ?? "").includes("json");
  return { status: response.statusCode, body: isJson ? response.json() : response.body };
}

async function createKey(token: string, scopes: string[], name = "CI script") {
  const created = await call("POST", "/api/api-keys", token, { name, scopes });
  expect(created.status).toBe(201);
  return created.body.data as { key: { id: string; prefix: string }; secret: string };
}

beforeAll(async () => {
  context = await startAnalyzerApp();
  owner = await signUp(context, "Kim Keyholder");
  other = await signUp(context, "Olga Other");
}, 180_000);
afterAll(async () => context?.close());

describe("workspace API keys", () => {
  it("shows the secret once, stores only its hash, lists the key with its prefix and last use", async () => {
    const { key, secret } = await createKey(owner.token, ["jobs:read", "jobs:write"]);
    expect(secret).toMatch(/^hl_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);

    const [row] = await context.t.app.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.tokenHash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret);

    const listed = await call("GET", "/api/api-keys", owner.token);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const before = listed.body.data.find((item: { id: string }) => item.id === key.id);
    expect(before).toMatchObject({ name: "CI script", lastUsedAt: null, revokedAt: null });

    const job = await call("POST", "/api/job-descriptions", secret, {
      title: "Senior Backend Engineer",
      text: JOB_TEXT,
    });
    expect(job.status).toBe(201);
    const read = await call("GET", `/api/job-descriptions/${job.body.data.id}`, secret);
    expect(read.status).toBe(200);
    // The key acts in its creator's workspace: the creator sees the job it made.
    expect(
      (await call("GET", `/api/job-descriptions/${job.body.data.id}`, owner.token)).status,
    ).toBe(200);
    const after = (await call("GET", "/api/api-keys", owner.token)).body.data.find(
      (item: { id: string }) => item.id === key.id,
    );
    expect(after.lastUsedAt).not.toBeNull();
  });

  it("answers 403 for a route outside the key's scopes or outside the API, 401 when unknown or revoked", async () => {
    const { key, secret } = await createKey(owner.token, ["jobs:read"]);
    const write = await call("POST", "/api/job-descriptions", secret, {
      title: "Data Engineer",
      text: JOB_TEXT,
    });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe("This API key does not have the jobs:write scope.");
    const analyze = await call("POST", "/api/analysis/analyze", secret, {
      jobDescriptionId: randomUUID(),
      fileIds: [randomUUID()],
    });
    expect(analyze.status).toBe(403);
    // Managing keys, or any route not documented for keys, is not for a key.
    for (const url of ["/api/api-keys", "/api/webhooks", "/api/analysis/history"]) {
      const answer = await call("GET", url, secret);
      expect(answer.status, url).toBe(403);
      expect(answer.body.message).toBe("API keys cannot call this route.");
    }
    expect((await call("GET", "/api/job-descriptions", secret)).status).toBe(200);

    expect((await call("GET", "/api/job-descriptions", `hl_${"x".repeat(43)}`)).status).toBe(401);
    expect((await call("DELETE", `/api/api-keys/${key.id}`, owner.token)).status).toBe(204);
    expect((await call("GET", "/api/job-descriptions", secret)).status).toBe(401);
    // Revoking twice finds nothing open.
    expect((await call("DELETE", `/api/api-keys/${key.id}`, owner.token)).status).toBe(404);
  });

  it("never reaches another workspace: its jobs are 404, its key ids 404, another workspace header 404", async () => {
    const { secret } = await createKey(owner.token, ["jobs:read"]);
    const theirs = await call("POST", "/api/job-descriptions", other.token, {
      title: "Their job",
      text: JOB_TEXT,
    });
    expect(theirs.status).toBe(201);
    expect((await call("GET", `/api/job-descriptions/${theirs.body.data.id}`, secret)).status).toBe(
      404,
    );
    const named = await call("GET", "/api/job-descriptions", secret, undefined, {
      "x-workspace-id": other.id,
    });
    expect(named.status).toBe(404);

    const theirKey = await createKey(other.token, ["jobs:read"], "Theirs");
    expect((await call("DELETE", `/api/api-keys/${theirKey.key.id}`, owner.token)).status).toBe(
      404,
    );
    const mine = (await call("GET", "/api/api-keys", owner.token)).body.data as Array<{
      id: string;
    }>;
    expect(mine.some((item) => item.id === theirKey.key.id)).toBe(false);
  });

  it("lets only admins and owners manage keys; a key is read-only once its creator is a viewer and stops when they leave", async () => {
    // Olga joins Kim's workspace as a recruiter.
    await context.t.app.db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.id, userId: other.id, role: "recruiter" });
    const asRecruiter = { "x-workspace-id": owner.id };
    expect((await call("GET", "/api/api-keys", other.token, undefined, asRecruiter)).status).toBe(
      403,
    );
    const refused = await call(
      "POST",
      "/api/api-keys",
      other.token,
      { name: "Mine", scopes: ["jobs:read"] },
      asRecruiter,
    );
    expect(refused.status).toBe(403);

    await context.t.app.db
      .update(workspaceMembers)
      .set({ role: "admin" })
      .where(eq(workspaceMembers.userId, other.id));
    const created = await call(
      "POST",
      "/api/api-keys",
      other.token,
      { name: "Olga's script", scopes: ["jobs:read"] },
      asRecruiter,
    );
    expect(created.status).toBe(201);
    const secret = created.body.data.secret as string;
    expect((await call("GET", "/api/job-descriptions", secret)).status).toBe(200);

    // A key with write scopes never does more than its creator may do now.
    const writer = await call(
      "POST",
      "/api/api-keys",
      other.token,
      { name: "Olga's writer", scopes: ["jobs:read", "jobs:write"] },
      asRecruiter,
    );
    expect(writer.status).toBe(201);
    const writerSecret = writer.body.data.secret as string;
    const job = { title: "Key job", text: JOB_TEXT };
    expect((await call("POST", "/api/job-descriptions", writerSecret, job)).status).toBe(201);
    await context.t.app.db
      .update(workspaceMembers)
      .set({ role: "viewer" })
      .where(eq(workspaceMembers.userId, other.id));
    expect((await call("POST", "/api/job-descriptions", writerSecret, job)).status).toBe(403);
    expect((await call("GET", "/api/job-descriptions", writerSecret)).status).toBe(200);

    await context.t.app.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, other.id));
    expect((await call("GET", "/api/job-descriptions", secret)).status).toBe(401);
  });

  it("refuses a nameless key or one without scopes with the field's message", async () => {
    const answer = await call("POST", "/api/api-keys", owner.token, { name: " ", scopes: [] });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.name).toContain("Enter a name for the key.");
    expect(answer.body.errors.scopes).toContain("Choose at least one scope.");
  });

  it("documents the key-callable routes in OpenAPI with the API-key scheme and their scope", async () => {
    const response = await context.t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    const create = doc.paths["/api/job-descriptions"].post;
    expect(create.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
    expect(create.description).toContain("API key scope: `jobs:write`.");
    expect(doc.paths["/api/files/upload"].post.description).toContain("`analyses:write`");
    expect(doc.paths["/api/analysis/analyze"].post.security).toContainEqual({ apiKey: [] });
    expect(doc.paths["/api/resume-analysis/batches/{id}"].get.description).toContain(
      "`analyses:read`",
    );
    // A route keys may not call names no API-key scheme.
    expect(JSON.stringify(doc.paths["/api/api-keys"].get.security ?? [])).not.toContain("apiKey");
  });
});
