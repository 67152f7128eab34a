import type {
  BatchDetail,
  CandidateSummary,
  FitBandView,
  RealtimeEvent,
} from "@hirelens/contracts";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  applyBatchEventsToCache,
  applyBatchEventToCache,
  applyCandidateEvent,
} from "./apply-batch-event";

const good: FitBandView = { id: "good", label: "Good fit", meaning: "", minScore: 45 };

function row(id: string, over: Partial<CandidateSummary> = {}): CandidateSummary {
  return {
    id,
    batchId: "batch-1",
    fileId: `file-${id}`,
    fileName: `${id}.pdf`,
    status: "queued",
    reviewStatus: "none",
    notes: "",
    rank: null,
    score: null,
    band: null,
    name: null,
    alias: `Candidate ${id}`,
    displayName: `${id}.pdf`,
    lastTitle: null,
    years: null,
    topMatchedSkills: [],
    topMissingSkills: [],
    failureCode: null,
    failureMessage: null,
    updatedAt: "2026-11-23T07:00:00.000Z",
    ...over,
  };
}

const scored = (id: string, score: number, rank: number) =>
  row(id, {
    status: "scored",
    score,
    rank,
    band: good,
    name: `Person ${id}`,
    displayName: `Person ${id}`,
  });

function batch(candidates: CandidateSummary[], over: Partial<BatchDetail> = {}): BatchDetail {
  return {
    id: "batch-1",
    name: "Backend, 3 resumes",
    jobDescriptionId: "job-1",
    jobTitle: "Backend Engineer",
    status: "processing",
    totalFiles: 3,
    queuedFiles: 2,
    scoredFiles: 1,
    failedFiles: 0,
    averageScore: 50,
    topScore: 50,
    topBand: good,
    creditsCharged: 3,
    creditsRefunded: 0,
    createdAt: "2026-11-23T07:00:00.000Z",
    completedAt: null,
    weights: {
      requiredSkills: 40,
      preferredSkills: 15,
      experience: 20,
      education: 10,
      relevance: 15,
    } as BatchDetail["weights"],
    candidates,
    bands: [good],
    ...over,
  };
}

/** The event the server sends when file "c" is scored 70: it ranks first, "a" moves to second. */
function scoredEvent(): RealtimeEvent {
  const {
    weights: _w,
    candidates: _c,
    bands: _b,
    ...counts
  } = batch([], {
    queuedFiles: 1,
    scoredFiles: 2,
    averageScore: 60,
    topScore: 70,
  });
  return {
    type: "file.scored",
    at: "2026-11-23T07:00:05.000Z",
    batchId: "batch-1",
    candidateId: "c",
    status: "scored",
    score: 70,
    candidate: scored("c", 70, 1),
    ranks: { c: 1, a: 2 },
    batch: counts,
  };
}

describe("applying a finished file to the cached batch", () => {
  it("puts the candidate's row in place, moves the others' ranks and takes the new counts", () => {
    const before = batch([scored("a", 50, 1), row("b"), row("c")]);
    const after = applyCandidateEvent(before, scoredEvent());
    expect(after?.candidates.map((c) => [c.id, c.status, c.rank, c.score])).toEqual([
      ["a", "scored", 2, 50],
      ["b", "queued", null, null],
      ["c", "scored", 1, 70],
    ]);
    expect(after).toMatchObject({ scoredFiles: 2, queuedFiles: 1, averageScore: 60, topScore: 70 });
    // Untouched rows keep their identity (no re-render of unchanged table rows).
    expect(after?.candidates[1]).toBe(before.candidates[1]);
    expect(after?.weights).toBe(before.weights);
  });

  it("declines an event without its row, or for a candidate the cache does not hold", () => {
    const before = batch([scored("a", 50, 1), row("b"), row("c")]);
    const { candidate: _candidate, ...bare } = scoredEvent();
    expect(applyCandidateEvent(before, bare)).toBeNull();
    expect(applyCandidateEvent(batch([scored("a", 50, 1)]), scoredEvent())).toBeNull();
  });

  it("updates the TanStack Query cache without a request; reports false when nothing is cached", () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = ["batches", "batch-1", { anonymised: "false" }];
    expect(applyBatchEventToCache(queryClient, key, scoredEvent())).toBe(false);

    queryClient.setQueryData(key, batch([scored("a", 50, 1), row("b"), row("c")]));
    expect(applyBatchEventToCache(queryClient, key, scoredEvent())).toBe(true);
    const cached = queryClient.getQueryData<BatchDetail>(key);
    expect(cached?.candidates.find((c) => c.id === "c")).toMatchObject({ rank: 1, score: 70 });
    expect(cached?.scoredFiles).toBe(2);
    expect(queryClient.getQueryState(key)?.fetchStatus).toBe("idle");
  });

  it("applies several events in one cache update, in order; none when one cannot be applied", () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = ["batches", "batch-1", { anonymised: "false" }];
    const before = batch([scored("a", 50, 1), row("b"), row("c")]);
    queryClient.setQueryData(key, before);
    const { candidate: _c, ranks: _r, batch: _counts, ...first } = scoredEvent();
    const { weights: _w, candidates: _cs, bands: _b, ...counts } = batch([]);
    const failedB: RealtimeEvent = {
      ...first,
      type: "file.failed",
      candidateId: "b",
      status: "failed",
      score: null,
      candidate: row("b", { status: "failed", failureMessage: "Unreadable" }),
      ranks: { a: 1 },
      batch: { ...counts, queuedFiles: 1, scoredFiles: 1, failedFiles: 1 },
    };
    const updates: unknown[] = [];
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated") updates.push(event);
    });
    expect(applyBatchEventsToCache(queryClient, key, [failedB, scoredEvent()])).toBe(true);
    expect(updates).toHaveLength(1);
    const cached = queryClient.getQueryData<BatchDetail>(key);
    expect(cached?.candidates.map((c) => [c.id, c.status, c.rank])).toEqual([
      ["a", "scored", 2],
      ["b", "failed", null],
      ["c", "scored", 1],
    ]);
    // The later event's counts win.
    expect(cached).toMatchObject({ scoredFiles: 2, queuedFiles: 1 });

    // An event without its row: nothing is applied, the caller reads the batch.
    queryClient.setQueryData(key, before);
    const { candidate: _gone, ...bare } = scoredEvent();
    expect(applyBatchEventsToCache(queryClient, key, [failedB, bare])).toBe(false);
    expect(queryClient.getQueryData(key)).toEqual(before);
  });
});
