import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  analysisBatches,
  analysisCandidates,
  decisionLog,
  files,
} from "../../../src/db/schema/index.ts";
import { run as runRetentionJob } from "../../../src/jobs/retention.handler.ts";
import { recordDecision } from "../../../src/modules/decisions/decisions.service.ts";
import { setPlan } from "../../helpers/plans.ts";
import { startS3, type TestS3 } from "../../helpers/s3.ts";
import {
  type AnalyzerTestContext,
  analyzeAndWait,
  createJob,
  fileIdsOf,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
} from "../analysis/support.ts";

type User = { id: string; token: string; email: string };

const resume = (name: string, title = "Backend Engineer") =>
  txt(resumeText({ name, title, skills: ["Node.js", "TypeScript", "PostgreSQL"], years: 5 }));

/**
 * The retention job deletes exactly what is due (issue 13): per account's period, never a batch on
 * legal hold nor anything newer, and the files with them; erasure leaves only the fact in the log.
 * Run once on the local disk and once on S3 (the same FileStorage interface).
 */
describe.each([{ storage: "local" as const }, { storage: "s3" as const }])(
  "retention and erasure ($storage storage)",
  ({ storage }) => {
    let context: AnalyzerTestContext;
    let s3: TestS3 | undefined;
    let owner: User;
    let shortPeriod: User;
    let stranger: User;
    const batches: Record<string, { id: string; candidateIds: string[]; fileIds: string[] }> = {};
    const libraryFiles: Record<string, string> = {};

    const call = (method: "GET" | "POST" | "PUT", url: string, user: User, body?: unknown) =>
      context.client.call(method as "GET", url, { token: user.token, body });

    async function uploadFiles(user: User, names: string[]): Promise<string[]> {
      const uploaded = await upload(
        context,
        user.token,
        names.map((name) => ({ name: `${name}.txt`, bytes: resume(name) })),
      );
      expect(uploaded.status).toBe(201);
      return fileIdsOf(uploaded);
    }

    async function runBatch(user: User, key: string, names: string[]) {
      const job = await createJob(context, user.token);
      const fileIds = await uploadFiles(user, names);
      const done = await analyzeAndWait(context, user.token, {
        jobDescriptionId: job.id,
        fileIds,
        name: key,
      });
      batches[key] = {
        id: done.id,
        candidateIds: done.candidates.map((candidate: { id: string }) => candidate.id),
        fileIds,
      };
    }

    /** Moves a batch (and its uploads) or an upload back in time by `days`. */
    async function age(table: "batch" | "file", id: string, days: number) {
      const { db } = context.t.app;
      const when = sql`now() - make_interval(days => ${days})`;
      if (table === "batch") {
        await db.update(analysisBatches).set({ createdAt: when }).where(eq(analysisBatches.id, id));
        const rows = await db
          .select({ fileId: analysisCandidates.fileId })
          .from(analysisCandidates)
          .where(eq(analysisCandidates.batchId, id));
        for (const row of rows)
          if (row.fileId)
            await db.update(files).set({ createdAt: when }).where(eq(files.id, row.fileId));
      } else {
        await db.update(files).set({ createdAt: when }).where(eq(files.id, id));
      }
    }

    async function counts() {
      const { db } = context.t.app;
      const one = async (query: Promise<Array<{ n: number }>>) => Number((await query)[0]?.n ?? 0);
      return {
        batches: await one(db.select({ n: sql<number>`count(*)` }).from(analysisBatches)),
        candidates: await one(db.select({ n: sql<number>`count(*)` }).from(analysisCandidates)),
        files: await one(db.select({ n: sql<number>`count(*)` }).from(files)),
        stored: await storedCount(),
      };
    }

    /** Files really held by the storage backend (on disk, or objects in the S3 server's folder). */
    async function storedCount(): Promise<number> {
      const root = s3 ? s3.directory : join(context.t.env.DATA_DIR, "uploads");
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      if (!s3) return entries.filter((entry) => entry.isFile()).length;
      // s3rver keeps each object as "<key>._S3rver_object" beside its metadata files.
      return entries.filter((entry) => entry.isFile() && entry.name.endsWith("._S3rver_object"))
        .length;
    }

    const batchExists = async (id: string) =>
      (await context.t.app.db.select().from(analysisBatches).where(eq(analysisBatches.id, id)))
        .length === 1;
    const fileExists = async (id: string) =>
      (await context.t.app.db.select().from(files).where(eq(files.id, id))).length === 1;
    const storedKeyExists = async (userId: string, fileId: string) =>
      context.t.app.storage.get(`${userId}/resumes/${fileId}`).then(
        () => true,
        () => false,
      );

    beforeAll(async () => {
      s3 = storage === "s3" ? await startS3() : undefined;
      context = await startAnalyzerApp(s3?.env ?? {});
      owner = await signUp(context, "Owner Olga");
      shortPeriod = await signUp(context, "Short Period Sue");
      stranger = await signUp(context, "Stranger Stan");
      await runBatch(owner, "old", ["Alice Old", "Bob Old"]);
      await runBatch(owner, "held", ["Carol Held"]);
      await runBatch(owner, "recent", ["Dan Recent", "Eve Recent"]);
      await runBatch(owner, "middle", ["Fay Middle"]);
      await runBatch(shortPeriod, "short", ["Gus Short"]);
      [libraryFiles.oldUnused, libraryFiles.newUnused] = (await uploadFiles(owner, [
        "Hal Library",
        "Ivy Library",
      ])) as [string, string];
      // A year and a month old (default period 1 year): old, held and the old upload are past it.
      await age("batch", batches.old!.id, 400);
      await age("batch", batches.held!.id, 400);
      await age("file", libraryFiles.oldUnused!, 400);
      // 100 days: within the owner's year, past the other account's 90 days.
      await age("batch", batches.middle!.id, 100);
      await age("batch", batches.short!.id, 100);
    }, 240_000);
    afterAll(async () => {
      await context?.close();
      await s3?.close();
    });

    it("offers the standard periods and refuses a custom one below Enterprise", async () => {
      const initial = await call("GET", "/api/retention/settings", owner);
      expect(initial.status).toBe(200);
      expect(initial.body.data).toMatchObject({
        retentionDays: 365,
        isDefault: true,
        options: [90, 180, 365, 730],
        isCustomAllowed: false,
        heldBatches: [],
      });
      const custom = await call("PUT", "/api/retention/settings", shortPeriod, {
        retentionDays: 100,
      });
      expect(custom.status).toBe(403);
      expect(custom.body.code).toBe("PLAN_UPGRADE_REQUIRED");
      expect(custom.body.message).toBe("Custom retention periods are part of Enterprise.");
      const tooShort = await call("PUT", "/api/retention/settings", shortPeriod, {
        retentionDays: 7,
      });
      expect(tooShort.status).toBe(422);
      const chosen = await call("PUT", "/api/retention/settings", shortPeriod, {
        retentionDays: 90,
      });
      expect(chosen.status).toBe(200);
      expect(chosen.body.data).toMatchObject({ retentionDays: 90, isDefault: false });
    });

    it("lets Enterprise set any period in range", async () => {
      await setPlan(context.t.app, stranger.id, "enterprise");
      const custom = await call("PUT", "/api/retention/settings", stranger, { retentionDays: 45 });
      expect(custom.status).toBe(200);
      expect(custom.body.data).toMatchObject({ retentionDays: 45, isCustomAllowed: true });
      const outOfRange = await call("PUT", "/api/retention/settings", stranger, {
        retentionDays: 5000,
      });
      expect(outOfRange.status).toBe(422);
    });

    it("puts a batch on legal hold; someone else's batch is 404", async () => {
      const held = await call(
        "PUT",
        `/api/retention/batches/${batches.held!.id}/legal-hold`,
        owner,
        {
          isOnHold: true,
        },
      );
      expect(held.status).toBe(200);
      expect(held.body.data).toMatchObject({ batchId: batches.held!.id, isOnHold: true });
      const settings = await call("GET", "/api/retention/settings", owner);
      expect(settings.body.data.heldBatches.map((b: { id: string }) => b.id)).toEqual([
        batches.held!.id,
      ]);
      const foreign = await call(
        "PUT",
        `/api/retention/batches/${batches.held!.id}/legal-hold`,
        stranger,
        { isOnHold: false },
      );
      expect(foreign.status).toBe(404);
      const [row] = await context.t.app.db
        .select({ hold: analysisBatches.legalHold, by: analysisBatches.legalHoldBy })
        .from(analysisBatches)
        .where(eq(analysisBatches.id, batches.held!.id));
      expect(row).toEqual({ hold: true, by: owner.id });
      // The change is in the decision log, once: asking again for the same state logs nothing.
      const again = await call(
        "PUT",
        `/api/retention/batches/${batches.held!.id}/legal-hold`,
        owner,
        { isOnHold: true },
      );
      expect(again.status).toBe(200);
      const logged = await context.t.app.db
        .select()
        .from(decisionLog)
        .where(eq(decisionLog.action, "legal_hold_changed"));
      expect(
        logged.map((entry) => ({
          batchId: entry.batchId,
          who: entry.actorLabel,
          detail: entry.detail,
        })),
      ).toEqual([{ batchId: batches.held!.id, who: owner.email, detail: { isOnHold: true } }]);
    });

    it("the job deletes exactly the due batches, candidates and files, and logs each batch", async () => {
      const before = await counts();
      // 5 batches of 1-2 resumes (7 candidates), 7 + 2 library uploads, every upload stored.
      expect(before).toEqual({ batches: 5, candidates: 7, files: 9, stored: 9 });

      await runRetentionJob(context.t.app);

      const after = await counts();
      // Gone: "old" (2 candidates, 2 files), "short" (1, 1) and the old library upload.
      expect(after).toEqual({ batches: 3, candidates: 4, files: 5, stored: 5 });
      expect(await batchExists(batches.old!.id)).toBe(false);
      expect(await batchExists(batches.short!.id)).toBe(false);
      expect(await batchExists(batches.held!.id)).toBe(true);
      expect(await batchExists(batches.recent!.id)).toBe(true);
      expect(await batchExists(batches.middle!.id)).toBe(true);
      for (const id of batches.old!.fileIds) {
        expect(await fileExists(id)).toBe(false);
        expect(await storedKeyExists(owner.id, id)).toBe(false);
      }
      for (const id of [...batches.held!.fileIds, ...batches.middle!.fileIds]) {
        expect(await fileExists(id)).toBe(true);
        expect(await storedKeyExists(owner.id, id)).toBe(true);
      }
      expect(await fileExists(libraryFiles.oldUnused!)).toBe(false);
      expect(await storedKeyExists(owner.id, libraryFiles.oldUnused!)).toBe(false);
      expect(await fileExists(libraryFiles.newUnused!)).toBe(true);

      const erased = await context.t.app.db
        .select()
        .from(decisionLog)
        .where(eq(decisionLog.action, "erased"));
      expect(
        erased.map((entry) => ({
          batchId: entry.batchId,
          detail: entry.detail,
          who: entry.actorLabel,
        })),
      ).toEqual(
        expect.arrayContaining([
          { batchId: batches.old!.id, detail: { reason: "retention" }, who: "HireLens retention" },
          {
            batchId: batches.short!.id,
            detail: { reason: "retention" },
            who: "HireLens retention",
          },
        ]),
      );
      expect(erased).toHaveLength(2);
      expect(erased.every((entry) => entry.candidateId === null)).toBe(true);

      // A second run at once finds nothing due.
      await runRetentionJob(context.t.app);
      expect(await counts()).toEqual(after);
    });

    it("lifting the hold lets the next run delete the batch", async () => {
      const lifted = await call(
        "PUT",
        `/api/retention/batches/${batches.held!.id}/legal-hold`,
        owner,
        {
          isOnHold: false,
        },
      );
      expect(lifted.status).toBe(200);
      await runRetentionJob(context.t.app);
      expect(await batchExists(batches.held!.id)).toBe(false);
      expect(await storedKeyExists(owner.id, batches.held!.fileIds[0]!)).toBe(false);
      expect(await batchExists(batches.recent!.id)).toBe(true);
    });

    it("deletes decision-log entries past the log's own period, and only those", async () => {
      const { db } = context.t.app;
      const days = context.t.env.DECISION_LOG_RETENTION_DAYS;
      const oldEntry = await recordDecision(db, {
        workspaceId: owner.id,
        userId: owner.id,
        actorId: owner.id,
        actorLabel: owner.email,
        batchId: batches.recent!.id,
        action: "exported",
        detail: { format: "csv" },
      });
      const newEntry = await recordDecision(db, {
        workspaceId: owner.id,
        userId: owner.id,
        actorId: owner.id,
        actorLabel: owner.email,
        batchId: batches.recent!.id,
        action: "exported",
        detail: { format: "json" },
      });
      // Moving an entry back in time is an UPDATE the trigger refuses: re-insert it instead.
      await db.delete(decisionLog).where(eq(decisionLog.id, oldEntry.id));
      await db.insert(decisionLog).values({
        ...oldEntry,
        createdAt: sql`now() - make_interval(days => ${days + 1})` as unknown as Date,
      });
      await runRetentionJob(context.t.app);
      const left = await db.select({ id: decisionLog.id }).from(decisionLog);
      expect(left.map((row) => row.id)).toContain(newEntry.id);
      expect(left.map((row) => row.id)).not.toContain(oldEntry.id);
    });

    it("erases one candidate: row, file and log entries go, one 'erased' entry stays", async () => {
      const { db } = context.t.app;
      const [candidateId, otherId] = batches.recent!.candidateIds as [string, string];
      const [candidate] = await db
        .select()
        .from(analysisCandidates)
        .where(eq(analysisCandidates.id, candidateId));
      expect(candidate?.name).toBeTruthy();
      const review = await context.client.call("PATCH", `/api/resume-analysis/${candidateId}`, {
        token: owner.token,
        body: { reviewStatus: "shortlisted", notes: `Call ${candidate?.name} on Monday` },
      });
      expect(review.status).toBe(200);
      await recordDecision(db, {
        workspaceId: owner.id,
        userId: owner.id,
        actorId: owner.id,
        actorLabel: owner.email,
        batchId: batches.recent!.id,
        candidateId,
        action: "note_changed",
        detail: { notes: `Call ${candidate?.name} on Monday` },
      });
      const before = await counts();

      const foreign = await call(
        "POST",
        `/api/retention/candidates/${candidateId}/erase`,
        stranger,
      );
      expect(foreign.status).toBe(404);
      const unknown = await call(
        "POST",
        "/api/retention/candidates/00000000-0000-4000-8000-000000000000/erase",
        owner,
      );
      expect(unknown.status).toBe(404);

      const erased = await call("POST", `/api/retention/candidates/${candidateId}/erase`, owner);
      expect(erased.status).toBe(200);
      expect(erased.body.data).toMatchObject({
        candidateId,
        batchId: batches.recent!.id,
        isFileDeleted: true,
      });
      expect(erased.body.data.decisionEntriesDeleted).toBeGreaterThanOrEqual(1);

      const after = await counts();
      expect(after).toEqual({
        batches: before.batches,
        candidates: before.candidates - 1,
        files: before.files - 1,
        stored: before.stored - 1,
      });
      expect(await storedKeyExists(owner.id, candidate?.fileId as string)).toBe(false);
      const entries = await db
        .select()
        .from(decisionLog)
        .where(eq(decisionLog.candidateId, candidateId));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: "erased",
        batchId: batches.recent!.id,
        actorId: owner.id,
        detail: { reason: "request" },
      });
      const everything = JSON.stringify(await db.select().from(decisionLog));
      expect(everything).not.toContain(candidate?.name as string);
      expect(everything).not.toContain(candidate?.fileSha256 as string);

      // The other candidate of the batch and the batch itself are untouched; totals follow.
      const detail = await context.client.call(
        "GET",
        `/api/resume-analysis/batches/${batches.recent!.id}`,
        {
          token: owner.token,
        },
      );
      expect(detail.status).toBe(200);
      expect(detail.body.data.totalFiles).toBe(1);
      expect(detail.body.data.candidates.map((c: { id: string }) => c.id)).toEqual([otherId]);
      const gone = await context.client.call("GET", `/api/resume-analysis/${candidateId}`, {
        token: owner.token,
      });
      expect(gone.status).toBe(404);
      const again = await call("POST", `/api/retention/candidates/${candidateId}/erase`, owner);
      expect(again.status).toBe(404);
      const stillThere = await db
        .select({ id: analysisCandidates.id })
        .from(analysisCandidates)
        .where(and(eq(analysisCandidates.id, otherId), eq(analysisCandidates.userId, owner.id)));
      expect(stillThere).toHaveLength(1);
    });
  },
);
