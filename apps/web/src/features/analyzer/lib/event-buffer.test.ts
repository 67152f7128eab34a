import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEventBuffer } from "./event-buffer";

describe("createEventBuffer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("hands over the events of one period together, in their order", () => {
    const flushed: string[][] = [];
    const buffer = createEventBuffer<string>({ delayMs: 100, flush: (e) => flushed.push(e) });
    buffer.push("a");
    buffer.push("b");
    expect(flushed).toEqual([]);
    vi.advanceTimersByTime(100);
    buffer.push("c");
    vi.advanceTimersByTime(100);
    expect(flushed).toEqual([["a", "b"], ["c"]]);
  });

  it("flushes at once for an urgent event, with everything before it", () => {
    const flushed: string[][] = [];
    const buffer = createEventBuffer<string>({
      delayMs: 100,
      flush: (e) => flushed.push(e),
      isUrgent: (e) => e === "done",
    });
    buffer.push("a");
    buffer.push("done");
    expect(flushed).toEqual([["a", "done"]]);
    vi.advanceTimersByTime(200);
    expect(flushed).toEqual([["a", "done"]]);
  });

  it("drops what is pending when closed and ignores later events", () => {
    const flush = vi.fn();
    const buffer = createEventBuffer<string>({ delayMs: 100, flush });
    buffer.push("a");
    buffer.close();
    buffer.push("b");
    vi.advanceTimersByTime(500);
    expect(flush).not.toHaveBeenCalled();
  });
});
