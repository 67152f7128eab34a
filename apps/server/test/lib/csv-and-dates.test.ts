import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "../../src/lib/csv.ts";
import { addMonths } from "../../src/lib/dates.ts";

describe("toCsv", () => {
  it("quotes fields with commas, quotes and line breaks, and ends every line with CRLF", () => {
    expect(toCsv(["name", "note"], [["Ann, Lee", 'said "hi"\nthen left']])).toBe(
      'name,note\r\n"Ann, Lee","said ""hi""\nthen left"\r\n',
    );
  });

  it("turns spreadsheet formulas into text and empty values into empty fields", () => {
    expect(["=1+1", "+1", "-1", "@SUM(A1)", null, undefined, 0].map(csvField)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "",
      "",
      "0",
    ]);
  });
});

describe("addMonths", () => {
  it("keeps the day and time, clamped to the last day of a shorter month", () => {
    expect(addMonths(new Date("2026-01-31T10:20:30.400Z"), 1).toISOString()).toBe(
      "2026-02-28T10:20:30.400Z",
    );
    expect(addMonths(new Date("2028-01-31T00:00:00Z"), 1).toISOString()).toBe(
      "2028-02-29T00:00:00.000Z",
    );
    expect(addMonths(new Date("2026-11-15T23:59:59Z"), 3).toISOString()).toBe(
      "2027-02-15T23:59:59.000Z",
    );
    expect(addMonths(new Date("2026-03-31T12:00:00Z"), -1).toISOString()).toBe(
      "2026-02-28T12:00:00.000Z",
    );
  });
});
