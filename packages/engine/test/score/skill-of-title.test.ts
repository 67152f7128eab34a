import { describe, expect, it } from "vitest";
import { parseJob } from "../../src/jd/parse-job.ts";
import { scoreResume } from "../../src/score/score-resume.ts";
import { makeResume } from "./make-resume.ts";

describe("the work a title names", () => {
  it("is shown by holding the title: a Dispatcher dispatches, a Welder welds", () => {
    const job = parseJob("Dispatcher\n\nRequirements\n- Dispatching\n- Welding\n- Accounting\n");
    const r = makeResume({
      work: [
        {
          position: "Freight Dispatcher",
          start: "2019-01",
          highlights: ["Kept 45 drivers moving"],
        },
        { position: "Welder", start: "2015-01", end: "2018-12", highlights: ["Shop work"] },
      ],
    });
    const m = scoreResume({ ...r, job });
    const of = (name: string) => m.skills.find((s) => s.skill.name === name)!;
    expect(of("Dispatching")).toMatchObject({
      match: "exact",
      credit: 1,
      evidence: { text: "Freight Dispatcher" },
    });
    expect(of("Welding")).toMatchObject({ match: "exact", evidence: { text: "Welder" } });
    // No title names it: still missing.
    expect(of("Accounting").match).toBe("missing");
  });
});
