import { describe, expect, it } from "vitest";
import { groupUploads, splitUploadProgress } from "./upload-groups";

describe("groupUploads", () => {
  it("splits 50 files into 4 requests of consecutive files, even in count", () => {
    const files = Array.from({ length: 50 }, (_, i) => i);
    const groups = groupUploads(files, 4, 50);
    expect(groups.map((g) => g.length)).toEqual([13, 13, 12, 12]);
    expect(groups.flat()).toEqual(files);
  });

  it("never sends more files in one request than allowed", () => {
    const groups = groupUploads(
      Array.from({ length: 25 }, (_, i) => i),
      2,
      10,
    );
    expect(groups.map((g) => g.length)).toEqual([9, 8, 8]);
  });

  it("sends fewer files than requests one per request, and nothing for no file", () => {
    expect(groupUploads(["a", "b"], 4, 50)).toEqual([["a"], ["b"]]);
    expect(groupUploads([], 4, 50)).toEqual([]);
  });
});

describe("splitUploadProgress", () => {
  it("fills the files in body order, each after its share of the headers", () => {
    // Two files of 100 bytes, 20 bytes of headers and boundaries: 10 before each file.
    expect(splitUploadProgress([100, 100], 0, 220)).toEqual([0, 0]);
    expect(splitUploadProgress([100, 100], 60, 220)).toEqual([0.5, 0]);
    expect(splitUploadProgress([100, 100], 150, 220)).toEqual([1, 0.3]);
    expect(splitUploadProgress([100, 100], 220, 220)).toEqual([1, 1]);
  });

  it("marks a file complete only once its last byte is sent", () => {
    const [first] = splitUploadProgress([1000, 10], 1009, 1030);
    expect(first).toBeLessThan(1);
  });

  it("handles an empty file and a body with no overhead", () => {
    expect(splitUploadProgress([0, 50], 0, 50)).toEqual([1, 0]);
    expect(splitUploadProgress([50], 25, 50)).toEqual([0.5]);
  });
});
