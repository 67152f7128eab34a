import { describe, expect, it } from "vitest";
import {
  FIT_BANDS,
  fitBand,
  GOOD_FIT_MIN_SCORE,
  POSSIBLE_FIT_MIN_SCORE,
  STRONG_FIT_MIN_SCORE,
} from "../../src/index.ts";

describe("fitBand", () => {
  it("has four bands, best first, each with a label and a one-sentence meaning", () => {
    expect(FIT_BANDS.map((band) => band.id)).toEqual(["strong", "good", "possible", "unlikely"]);
    expect(FIT_BANDS.map((band) => band.label)).toEqual([
      "Strong fit",
      "Good fit",
      "Possible fit",
      "Unlikely fit",
    ]);
    for (const band of FIT_BANDS) expect(band.meaning).toMatch(/^[A-Z][^.]+\.$/);
  });

  it("uses the thresholds calibrated on the dev sets (decision 173)", () => {
    expect(FIT_BANDS.map((band) => band.minScore)).toEqual([60, 45, 25, 0]);
    expect([STRONG_FIT_MIN_SCORE, GOOD_FIT_MIN_SCORE, POSSIBLE_FIT_MIN_SCORE]).toEqual([
      60, 45, 25,
    ]);
    expect(fitBand(60).id).toBe("strong");
    expect(fitBand(59).id).toBe("good");
    expect(fitBand(45).id).toBe("good");
    expect(fitBand(44).id).toBe("possible");
    expect(fitBand(25).id).toBe("possible");
    expect(fitBand(24).id).toBe("unlikely");
  });

  it("starts each band at its named threshold", () => {
    expect(fitBand(STRONG_FIT_MIN_SCORE).id).toBe("strong");
    expect(fitBand(STRONG_FIT_MIN_SCORE - 1).id).toBe("good");
    expect(fitBand(GOOD_FIT_MIN_SCORE).id).toBe("good");
    expect(fitBand(GOOD_FIT_MIN_SCORE - 1).id).toBe("possible");
    expect(fitBand(POSSIBLE_FIT_MIN_SCORE).id).toBe("possible");
    expect(fitBand(POSSIBLE_FIT_MIN_SCORE - 1).id).toBe("unlikely");
  });

  it("covers the whole scale, ends included", () => {
    expect(fitBand(100).id).toBe("strong");
    expect(fitBand(0).id).toBe("unlikely");
    expect(fitBand(-3).id).toBe("unlikely");
    expect(fitBand(130).id).toBe("strong");
  });

  it("reads the whole-point score the product shows", () => {
    // 59.6 is shown as 60: a recruiter reading "60, Good fit" would be misled.
    expect(fitBand(STRONG_FIT_MIN_SCORE - 0.4).id).toBe("strong");
    expect(fitBand(STRONG_FIT_MIN_SCORE - 0.6).id).toBe("good");
  });

  it("refuses a score that is not a number", () => {
    expect(() => fitBand(Number.NaN)).toThrow(RangeError);
  });

  it("keeps the thresholds in order", () => {
    expect(STRONG_FIT_MIN_SCORE).toBeGreaterThan(GOOD_FIT_MIN_SCORE);
    expect(GOOD_FIT_MIN_SCORE).toBeGreaterThan(POSSIBLE_FIT_MIN_SCORE);
    expect(POSSIBLE_FIT_MIN_SCORE).toBeGreaterThan(0);
  });
});
