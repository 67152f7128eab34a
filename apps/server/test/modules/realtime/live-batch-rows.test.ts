import {
  batchSummarySchema,
  type CandidateSummary,
  parseRealtimeEvent,
  type RealtimeEvent,
} from "@hirelens/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

// Issue 11: the results page read the whole batch again after every scored file. The batch is a
// summary without document texts, and a finished file's event carries its table row, the ranks and
// the counts, read for the stream's view, so the page applies it to its copy instead.

let context: AnalyzerTestContext;
let baseUrl: string;
let user: { id: string; token: string };
let batchId: string;

const SKILLS = ["Node.js", "TypeScript", "PostgreSQL", "Docker", "Kubernetes", "Go", "Redis"];

beforeAll(async () => {
  context = await startAnalyzerApp();
  baseUrl = await context.t.app.listen({ port: 0, host: "127.0.0.1" });
  user = await signUp(context, "Live Lena");
  const job = await createJob(context, user.token);
  const parts = Array.from({ length: 10 }, (_, index) => ({
    name: `resume-${index}.txt`,
    bytes: txt(
      resumeText({
        name: `Person ${String.fromCharCode(65 + index)}ndersen`,
        title: "Backend Engineer",
        skills: SKILLS.slice(0, 1 + (index % SKILLS.length)),
        years: 1 + index,
      }),
    ),
  }));
  const uploaded = await upload(context, user.token, parts);
  const batch = await analyzeAndWait(context, user.token, {
    jobDescriptionId: job.id,
    fileIds: fileIdsOf(uploaded),
  });
  batchId = batch.id;
});
afterAll(async () => context.close());

async function getBatch(anonymised: boolean) {
  const response = await fetch(
    `${baseUrl}/api/resume-analysis/batches/${batchId}?anonymised=${anonymised}`,
    { headers: { authorization: `Bearer ${user.token}` } },
  );
  const text = await response.text();
  return { text, data: JSON.parse(text).data };
}

// What a stream's reader has received past the event last returned (one chunk can hold several).
const unread = new WeakMap<ReadableStreamDefaultReader<Uint8Array>, string>();

/** The next SSE event of a stream that `until` accepts. */
async function nextEvent(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  until: (event: RealtimeEvent) => boolean,
): Promise<RealtimeEvent> {
  const decoder = new TextDecoder();
  let buffer = unread.get(reader) ?? "";
  for (;;) {
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const data = buffer
        .slice(0, end)
        .split("\n")
        .find((line) => line.startsWith("data: "))
        ?.slice(6);
      buffer = buffer.slice(end + 2);
      const event = data ? parseRealtimeEvent(data) : null;
      if (event && until(event)) {
        unread.set(reader, buffer);
        return event;
      }
      end = buffer.indexOf("\n\n");
    }
    const { value, done } = await reader.read();
    if (done) throw new Error("the stream ended");
    buffer += decoder.decode(value, { stream: true });
  }
}

describe("the batch for the results table", () => {
  it("is a summary of 10 candidates without texts or parsed resumes, a few kilobytes", async () => {
    const { text, data } = await getBatch(false);
    expect(data.candidates).toHaveLength(10);
    expect(data.candidates.every((c: CandidateSummary) => c.status === "scored")).toBe(true);
    expect(text).not.toContain('"documentText"');
    expect(text).not.toContain('"parsedResume"');
    expect(text).not.toContain('"insights"');
    // Every resume's text is in the database; none of it travels with the table.
    expect(text).not.toContain("Experience");
    // About 0.7 KB a candidate (file name, name, title, skills, band) plus the batch and legend.
    expect(Buffer.byteLength(text)).toBeLessThan(12_000);

    const detail = await context.client.call(
      "GET",
      `/api/resume-analysis/${data.candidates[0].id}?anonymised=false`,
      { token: user.token },
    );
    expect(detail.body.data.documentText).toContain("Experience");
  });
});

describe("a finished file's event on the batch's stream", () => {
  for (const anonymised of [false, true]) {
    it(`carries the row, the ranks and the counts as the batch shows them (anonymised=${anonymised})`, async () => {
      const expected = (await getBatch(anonymised)).data;
      const stream = await fetch(
        `${baseUrl}/api/realtime/events?batchId=${batchId}&anonymised=${anonymised}`,
        { headers: { authorization: `Bearer ${user.token}`, accept: "text/event-stream" } },
      );
      expect(stream.status).toBe(200);
      const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
      await nextEvent(reader, (event) => event.type === "ready");

      const target = expected.candidates[3] as CandidateSummary;
      await publishScored(target);
      const event = await nextEvent(reader, (e) => e.type === "file.scored");
      await reader.cancel();

      expect(event.candidate).toEqual(target);
      expect(event.candidate?.name).toBe(anonymised ? null : target.name);
      expect(event.ranks).toEqual(
        Object.fromEntries(expected.candidates.map((c: CandidateSummary) => [c.id, c.rank])),
      );
      expect(event.batch).toEqual(batchSummarySchema.parse(expected));
      expect(event.batch?.scoredFiles).toBe(10);
    });
  }
});

/** What a worker publishes when it has stored `target`'s result. */
function publishScored(target: CandidateSummary) {
  return context.t.app.realtime.publish(user.id, {
    type: "file.scored",
    batchId,
    candidateId: target.id,
    status: "scored",
    score: target.score,
  });
}

describe("files that finish together on the batch's stream", () => {
  it("each go out in their order with their own row, the ranks and the counts", async () => {
    const expected = (await getBatch(false)).data;
    const stream = await fetch(`${baseUrl}/api/realtime/events?batchId=${batchId}`, {
      headers: { authorization: `Bearer ${user.token}`, accept: "text/event-stream" },
    });
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    await nextEvent(reader, (event) => event.type === "ready");

    // One after the other without waiting for the stream: it is still reading the batch for the
    // first when the later ones arrive (on PostgreSQL, each publish is one NOTIFY, so in order).
    const targets = [5, 1, 8, 2].map((index) => expected.candidates[index] as CandidateSummary);
    for (const target of targets) await publishScored(target);
    const events: RealtimeEvent[] = [];
    for (const _ of targets) events.push(await nextEvent(reader, (e) => e.type === "file.scored"));
    await reader.cancel();

    expect(events.map((event) => event.candidateId)).toEqual(targets.map((target) => target.id));
    expect(events.map((event) => event.candidate)).toEqual(targets);
    const ranks = Object.fromEntries(
      expected.candidates.map((c: CandidateSummary) => [c.id, c.rank]),
    );
    for (const event of events) {
      expect(event.ranks).toEqual(ranks);
      expect(event.batch).toEqual(batchSummarySchema.parse(expected));
    }
  });
});
