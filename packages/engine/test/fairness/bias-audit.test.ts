/**
 * The bias audit (NYC LL144 method for scoring tools, 6 RCNY §5-301(c) and (d)) against a worked
 * example computed by hand, below, before the code was run.
 */
import { describe, expect, it } from "vitest";
import {
  type AuditCandidate,
  type AuditGroup,
  auditScores,
  median,
  type RaceEthnicityCategory,
  type SexCategory,
} from "../../src/fairness/bias-audit.ts";

/*
 * Job A, 60 applicants: 25 score 80, 10 score 50, 25 score 30. Sorted, the 30th and 31st values
 * are both 50, so the median is 50; only the 80s score ABOVE it (the ten at exactly 50 do not).
 *
 *   group (sex, race)            80s  50s  30s  total   above
 *   1 female, white                8    2    4     14       8
 *   2 male, white                  9    3    3     15       9
 *   3 female, black                3    2    6     11       3
 *   4 male, black                  2    1    5      8       2
 *   5 male, asian                  2    1    2      5       2
 *   6 female, NHPI                 1    0    0      1       1   (1/60 = 1.7 % < 2 %: excluded)
 *   7 unknown sex, white           0    1    2      3       0
 *   8 female, unknown race         0    0    2      2       0
 *   9 unknown, unknown             0    0    1      1       0
 *   total                         25   10   25     60      25
 *
 * Sex (groups 7 and 9 unknown: 4): female = 1+3+6+8 = 28 applicants, 8+3+1+0 = 12 above,
 * rate 12/28 = 0.428571; male = 2+4+5 = 28, 9+2+2 = 13 above, rate 13/28 = 0.464286 (highest).
 * Impact ratio female = (12/28)/(13/28) = 12/13 = 0.923077, male 1. Nothing flagged.
 *
 * Race/ethnicity (groups 8 and 9 unknown: 3): white = 1+2+7 = 32, 17 above, 17/32 = 0.53125;
 * black = 3+4 = 19, 5 above, 5/19 = 0.263158; asian 5, 2 above, 0.4; NHPI 1, 1 above, rate 1.0
 * but 1/60 < 2 %, so excluded (it would otherwise be the highest). Highest compared: white.
 * Impact ratios: white 1; black (5/19)/(17/32) = 160/323 = 0.495356 (flagged); asian
 * 0.4/0.53125 = 0.752941 (flagged); NHPI null.
 *
 * Intersections (unknown if either is: groups 7, 8, 9 = 6): female/white 8/14 = 0.571429,
 * male/white 9/15 = 0.6 (highest), female/black 3/11 = 0.272727, male/black 2/8 = 0.25,
 * male/asian 2/5 = 0.4, female/NHPI 1/1 excluded. Ratios: 0.952381, 1, 0.454545 (flagged),
 * 0.416667 (flagged), 0.666667 (flagged), null.
 *
 * Job B, 4 applicants: 90 female/white, 70 male/black, 60 female/black, 20 male/white. Median
 * (60+70)/2 = 65; above: the 90 and the 70. Sex: female 1/2, male 1/2, ratios 1 and 1. Race:
 * white 1/2, black 1/2. Intersections: female/white 1/1 (ratio 1), male/black 1/1 (1),
 * female/black 0/1 (0, flagged), male/white 0/1 (0, flagged).
 *
 * Across jobs (64 applicants; each compared with their own job's median): female 28+2 = 30,
 * 12+1 = 13 above, 0.433333; male 30, 13+1 = 14 above, 0.466667; ratio female 13/14 = 0.928571.
 * White 32+2 = 34, 17+1 = 18 above, 0.529412; black 19+2 = 21, 5+1 = 6 above, 0.285714; asian
 * 0.4; NHPI 1/64 = 1.6 % still excluded. Ratios: black (6/21)/(18/34) = 204/378 = 0.539683,
 * asian 0.4/(18/34) = 0.755556. Unknown: sex 4, race 3, intersections 6.
 */
type Row = [SexCategory | undefined, RaceEthnicityCategory | undefined, number, number, number];
const JOB_A: Row[] = [
  ["female", "white", 8, 2, 4],
  ["male", "white", 9, 3, 3],
  ["female", "black-or-african-american", 3, 2, 6],
  ["male", "black-or-african-american", 2, 1, 5],
  ["male", "asian", 2, 1, 2],
  ["female", "native-hawaiian-or-pacific-islander", 1, 0, 0],
  [undefined, "white", 0, 1, 2],
  ["female", undefined, 0, 0, 2],
  [undefined, undefined, 0, 0, 1],
];

function candidates(): AuditCandidate[] {
  const out: AuditCandidate[] = [];
  for (const [sex, raceEthnicity, at80, at50, at30] of JOB_A) {
    for (const [score, n] of [
      [80, at80],
      [50, at50],
      [30, at30],
    ] as const) {
      for (let i = 0; i < n; i++)
        out.push({ candidateId: `a${out.length}`, jobId: "job-a", score, sex, raceEthnicity });
    }
  }
  const b: Array<[number, SexCategory, RaceEthnicityCategory]> = [
    [90, "female", "white"],
    [70, "male", "black-or-african-american"],
    [60, "female", "black-or-african-american"],
    [20, "male", "white"],
  ];
  for (const [score, sex, raceEthnicity] of b)
    out.push({ candidateId: `b${out.length}`, jobId: "job-b", score, sex, raceEthnicity });
  return out;
}

/** id -> [applicants, above, rate, impact ratio, flagged, excluded], rounded to 6 places. */
const table = (groups: AuditGroup[]) =>
  Object.fromEntries(
    groups.map((g) => [
      g.id,
      [
        g.applicants,
        g.scoringAbove,
        Number(g.scoringRate.toFixed(6)),
        g.impactRatio === null ? null : Number(g.impactRatio.toFixed(6)),
        g.isFlagged,
        g.isExcluded,
      ],
    ]),
  );

describe("auditScores", () => {
  const report = auditScores(candidates());
  const jobA = report.jobs.find((j) => j.jobId === "job-a")!;
  const jobB = report.jobs.find((j) => j.jobId === "job-b")!;

  it("takes the median of the whole pool and counts only scores above it", () => {
    expect(jobA.applicants).toBe(60);
    expect(jobA.medianScore).toBe(50);
    expect(jobB.medianScore).toBe(65);
    expect(median([3, 1, 2])).toBe(2);
    expect(jobA.unknown).toEqual({ sex: 4, raceEthnicity: 3, intersections: 6 });
  });

  it("gives the hand-computed sex and race/ethnicity rates and ratios for one job", () => {
    expect(table(jobA.sex)).toEqual({
      female: [28, 12, 0.428571, 0.923077, false, false],
      male: [28, 13, 0.464286, 1, false, false],
    });
    expect(table(jobA.raceEthnicity)).toEqual({
      white: [32, 17, 0.53125, 1, false, false],
      "black-or-african-american": [19, 5, 0.263158, 0.495356, true, false],
      asian: [5, 2, 0.4, 0.752941, true, false],
      "native-hawaiian-or-pacific-islander": [1, 1, 1, null, false, true],
    });
  });

  it("compares intersections of sex and race/ethnicity, leaving out the one under 2 %", () => {
    expect(table(jobA.intersections)).toEqual({
      "female/white": [14, 8, 0.571429, 0.952381, false, false],
      "female/black-or-african-american": [11, 3, 0.272727, 0.454545, true, false],
      "female/native-hawaiian-or-pacific-islander": [1, 1, 1, null, false, true],
      "male/white": [15, 9, 0.6, 1, false, false],
      "male/black-or-african-american": [8, 2, 0.25, 0.416667, true, false],
      "male/asian": [5, 2, 0.4, 0.666667, true, false],
    });
    expect(table(jobB.intersections)).toEqual({
      "female/white": [1, 1, 1, 1, false, false],
      "female/black-or-african-american": [1, 0, 0, 0, true, false],
      "male/white": [1, 0, 0, 0, true, false],
      "male/black-or-african-american": [1, 1, 1, 1, false, false],
    });
  });

  it("audits across jobs with each applicant measured against their own job's median", () => {
    const all = report.overall;
    expect(all.jobId).toBeNull();
    expect(all.medianScore).toBeNull();
    expect(all.applicants).toBe(64);
    expect(table(all.sex)).toEqual({
      female: [30, 13, 0.433333, 0.928571, false, false],
      male: [30, 14, 0.466667, 1, false, false],
    });
    expect(table(all.raceEthnicity)).toEqual({
      white: [34, 18, 0.529412, 1, false, false],
      "black-or-african-american": [21, 6, 0.285714, 0.539683, true, false],
      asian: [5, 2, 0.4, 0.755556, true, false],
      "native-hawaiian-or-pacific-islander": [1, 1, 1, null, false, true],
    });
    expect(all.unknown).toEqual({ sex: 4, raceEthnicity: 3, intersections: 6 });
  });

  it("gives no ratio when no compared category scores above the median", () => {
    const flat = auditScores([
      { candidateId: "1", jobId: "j", score: 40, sex: "female" },
      { candidateId: "2", jobId: "j", score: 40, sex: "male" },
    ]);
    expect(flat.jobs[0]!.sex.map((g) => [g.scoringRate, g.impactRatio, g.isFlagged])).toEqual([
      [0, null, false],
      [0, null, false],
    ]);
  });
});
