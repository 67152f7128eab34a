/**
 * Text beside a title that cannot be an employer whatever its place on the line (issue 10: a
 * wrong employer is shown to a recruiter; none is better).
 */
import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";
import { cannotNameEmployer } from "../../src/structure/work.ts";

const companies = (body: string) =>
  structureResume(
    `Jane Doe\n\nEXPERIENCE\n${body}\n\nEDUCATION\nB.S. Biology, Lakeside University, 2001`,
  ).work.map((w) => w.name ?? null);

describe("no employer", () => {
  it("a duty written as an instruction is no employer", () => {
    expect(
      companies(
        [
          "Bookkeeper 03/1994 to 06/1996 Prepare Weekly Deposits",
          "Kept the ledgers.",
          "Office Clerk 01/1990 to 02/1994 Reconcile Vendor Statements",
          "Filed invoices.",
        ].join("\n"),
      ),
    ).toEqual([null, null]);
  });

  it("a street address, a licence number or a legal form alone is no employer", () => {
    expect(cannotNameEmployer("4120 Maple Drive Springfield")).toBe(true);
    expect(cannotNameEmployer("License No. 551234")).toBe(true);
    expect(cannotNameEmployer("Ltd.")).toBe(true);
    expect(cannotNameEmployer("GROUP")).toBe(true);
    expect(cannotNameEmployer("Harbor Freight Group")).toBe(false);
    expect(cannotNameEmployer("Processing Partners Inc")).toBe(false);
    expect(cannotNameEmployer("Northwind Traders")).toBe(false);
    expect(
      companies("Shift Supervisor 05/2014 to Current 4120 Maple Drive Springfield\nRan the floor."),
    ).toEqual([null]);
  });
});
