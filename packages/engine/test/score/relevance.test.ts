import { describe, expect, it } from "vitest";
import { idf, textRelevance } from "../../src/score/relevance.ts";
import { contentTerms } from "../../src/skills/text.ts";

describe("overall relevance", () => {
  const posting =
    "Estimate construction costs from blueprints, prepare quantity takeoffs, solicit subcontractor bids, level bids, review addenda, track lumber, concrete and steel prices, write scope letters, attend prebid walkthroughs, and manage bid schedules for commercial, multifamily and industrial projects with architects, engineers and lenders.";
  const resume =
    "Estimator, 2016 - 2024: prepared quantity takeoffs from blueprints and estimated construction costs; solicited subcontractor bids for commercial projects.";

  it("measures a posting on its most distinctive words, so ordinary words it adds do not dilute a fit", () => {
    const terms = contentTerms(posting).map((t) => t.term);
    const floor = [...new Set(terms)].map(idf).sort((a, b) => b - a)[24]!;
    // Everyday words less distinctive than the posting's 25th: the kind every posting pads with.
    const ordinary = "work team help day good people new time year make part high"
      .split(" ")
      .filter((w) => contentTerms(w).every((t) => idf(t.term) < floor));
    expect(ordinary.length).toBeGreaterThanOrEqual(6);
    const padded = `${posting}\n${ordinary.join(" ")}.`;
    // Every word used to count, so each added word lowered the fit's share.
    expect(textRelevance(padded, resume).value).toBeCloseTo(
      textRelevance(posting, resume).value,
      6,
    );
    expect(textRelevance(posting, resume).value).toBeGreaterThan(
      4 * textRelevance(posting, "Barista: brewed coffee and ran the register.").value,
    );
  });

  it("reads words a run-on paste glued together as the words they are (cause 1)", () => {
    const glued =
      "RESPONSIBILITIESExecute day to day sales and campaign managementExcel in our merchandising programEstimate lumber takeoffs, Entry LevelPURPOSE";
    const got = textRelevance(
      glued,
      "Executed campaigns; merchandising; lumber takeoffs in Excel.",
    );
    const terms = [...got.matched, ...got.missing].map((m) => m.term);
    const termOf = (word: string) => contentTerms(word)[0]!.term;
    expect(terms).toEqual(
      expect.arrayContaining(["Execute", "Excel", "program", "Estimate"].map(termOf)),
    );
    expect(
      terms.some((t) => /responsibilitiesexecut|managementexcel|programestim|levelpurpos/.test(t)),
    ).toBe(false);
    // Each glued word points at its own letters in the posting.
    const excel = got.matched.find((m) => m.term === termOf("excel"))!;
    expect(excel.span.text).toBe("Excel");
    // So does each part of a compound a paste ran together with punctuation.
    const compound = textRelevance("Shows direction.Achievement/Effort daily", "");
    const achievement = compound.missing.find((m) => m.term === termOf("Achievement"))!;
    expect(achievement.jobSpan.text).toBe("Achievement");
    // Names written in camel case are one word the corpus knows.
    const named = textRelevance("Builds pages in JavaScript and decks in PowerPoint", "");
    expect(named.missing.map((m) => m.term)).toEqual(
      expect.arrayContaining([termOf("javascript"), termOf("powerpoint")]),
    );
  });

  it("leaves 'entry level' out of its words: it says how senior the role is", () => {
    const ad =
      "Entry Level Marketing Coordinator. This entry-level role plans consumer campaigns and writes press releases; entry level applicants welcome.";
    const r = textRelevance(ad, "Marketing coordinator: planned consumer campaigns.");
    const terms = [...r.matched, ...r.missing].map((m) => m.term);
    expect(terms).toContain("campaign");
    expect(terms).not.toContain(contentTerms("entry")[0]!.term);
    // "Data entry" is work, and stays.
    const clerk = textRelevance("Data entry of invoices.", "Data entry clerk");
    expect(clerk.matched.map((m) => m.term)).toContain(contentTerms("entry")[0]!.term);
  });

  it("leaves how the hire should work out of its words: every résumé says it", () => {
    const ad =
      "Prepare and cook menu items in a fast-paced kitchen. Self Starter and Motivated. Team player with a strong work ethic; follow recipes and plating standards.";
    const r = textRelevance(ad, "Highly motivated self-starter. Cashier in a fast-paced store.");
    const terms = [...r.matched, ...r.missing].map((m) => m.term);
    // A cashier "shared the job's term" "paced", "motivated" and "starter" with a cook's ad.
    for (const word of ["paced", "motivated", "starter", "player", "ethic"])
      expect(terms).not.toContain(contentTerms(word)[0]!.term);
    expect(terms).toContain(contentTerms("recipes")[0]!.term);
    expect(r.matched).toEqual([]);
  });

  it("keeps a requirement said as 'X is a plus' among its words: X is no employer", () => {
    const r = textRelevance(
      "Requirements\nBuild APIs and services.\nPython is a plus. Kubernetes is a must.",
      "Python developer with Kubernetes",
    );
    // Both were blanked as the name of an employer introducing itself.
    expect(r.matched.map((m) => m.term)).toEqual(
      expect.arrayContaining([
        contentTerms("Python")[0]!.term,
        contentTerms("Kubernetes")[0]!.term,
      ]),
    );
  });

  it("shares no word with a posting through a résumé's section heading", () => {
    const job =
      "Licensed Practical Nurse\n\nRequirements\n- Current LPN license\n- CPR/BLS certification\n- Long-term care experience";
    const terms = (resume: string) => textRelevance(job, resume).matched.map((m) => m.term);
    const listed =
      "Tasha Green\n\nCERTIFICATIONS\nState Tested Nurse Aide, 2018\n\nLICENSES\nDriver's license";
    expect(terms(listed)).not.toContain("certificat");
    // A heading with its content on the line keeps the content.
    expect(terms("Tasha Green\nCertifications: BLS certification, 2020")).toContain("certificat");
  });

  it("meets a clipped word with its whole, and leaves degrees and course numerals to others", () => {
    const r = textRelevance(
      "Teach Algebra II and Geometry; math department. Bachelor's degree required. Start IV lines.",
      "Mathematics teacher: Algebra, Geometry. B.S. Mathematics. Started IV lines.",
    );
    const matched = r.matched.map((m) => m.term);
    const missing = r.missing.map((m) => m.term);
    // "The job mentions 'Math'; the resume does not" beside "Mathematics Teacher".
    expect(matched).toContain(contentTerms("math")[0]!.term);
    expect(r.matched.find((m) => m.term === contentTerms("math")[0]!.term)?.span.text).toBe(
      "Mathematics",
    );
    // "II" and "Bachelor" were terms to share; the education component weighs the degree.
    for (const word of ["II", "Bachelor", "degree"])
      expect([...matched, ...missing]).not.toContain(contentTerms(word)[0]?.term ?? word);
    // Intravenous "IV" stays a word of the work.
    expect(matched).toContain(contentTerms("IV")[0]!.term);
  });

  it("leaves a style sheet pasted with the posting out of its words", () => {
    const styles =
      "<!-- /* Font Definitions */ @font-face {font-family:Cambria; panose-1:2 4 5 3 5 4 6 3 2 4; mso-font-charset:0;} p.MsoNormal, li.MsoNormal {mso-style-unhide:no; mso-pagination:widow-orphan; font-size:12.0pt;} div.WordSection1 {page:WordSection1;} -->";
    const pasted = `${styles} ${posting}`;
    const got = textRelevance(pasted, resume);
    // Before, "panose", "mso" and "cambria" were the posting's most distinctive words.
    expect(got.missing.map((m) => m.term)).not.toContain("panos");
    expect([...got.matched, ...got.missing].every((m) => !/mso|panos|cambria/.test(m.term))).toBe(
      true,
    );
    expect(got.value).toBeCloseTo(textRelevance(posting, resume).value, 6);
  });

  it("leaves the employer's name, the place of work and the schedule out of its words", () => {
    const job = [
      "Litigation Paralegal",
      "",
      "Hartman & Cole LLP is seeking a litigation paralegal for our Denver, CO office.",
      "Harbor Grill is a busy restaurant; Harbor Grill staff eat free.",
      "",
      "Shift and schedule",
      "Evening shift",
      "Weekends as needed",
      "",
      "Requirements",
      "- Draft subpoenas and discovery responses",
      "- Lift 50 lbs in our 200,000 sq ft records center",
    ].join("\n");
    const words = (resume: string) => {
      const r = textRelevance(job, resume);
      return [...r.matched, ...r.missing].map((m) => m.term);
    };
    const seen = words("Paralegal drafting subpoenas");
    for (const gone of [
      "hartman",
      "cole",
      "denv",
      "harbor",
      "grill",
      "weekend",
      "even",
      "shift",
      "sq",
      "ft",
      "lbs",
    ])
      expect(seen).not.toContain(gone);
    // The employer named over its blurb or as it introduces itself, the state code of the place,
    // and figures are no words of the work.
    const blurb = textRelevance(
      "Graphic Designer\n\nAbout Brightwater Foods: Brightwater Foods has proudly served grocers. Summit Freight is an Equal Opportunity Employer.\n\nRequirements\n- 2+ years of packaging design in Portland, OR\n- $88,000/yr",
      "Designer",
    );
    const terms = [...blurb.matched, ...blurb.missing].map((m) => m.term);
    for (const gone of ["brightwat", "food", "summit", "freight", "or", "2+", "yr"])
      expect(terms).not.toContain(gone);
    expect(terms).toEqual(expect.arrayContaining(["packag"]));
    // The pay's period is not a word of the work.
    const paid = textRelevance(
      "Line Cook\n\nRequirements\n- Cook on the line\n\nWe pay $18 an hour.",
      "Cook",
    );
    expect([...paid.matched, ...paid.missing].map((m) => m.term)).not.toContain("hour");
    expect(seen).toEqual(expect.arrayContaining(["paraleg", "subpoena"]));
    // A role introduced or written before the firm keeps its words.
    const role = [
      "Line Cook",
      "",
      "Line Cook is a fast-paced role on our grill.Senior Estimator. Acme Builders LLP hires.",
    ].join("\n");
    const r = textRelevance(role, "Line cook, senior estimator");
    expect(r.matched.map((m) => m.term)).toEqual(
      expect.arrayContaining(["line", "cook", "estimator"]),
    );
    expect([...r.matched, ...r.missing].map((m) => m.term)).not.toContain("acme");
    // A resume naming the same firm earns nothing by it.
    expect(
      textRelevance(job, "Hartman & Cole LLP, Denver").matched.map((m) => m.term),
    ).not.toContain("hartman");
  });

  it("leaves equal-opportunity, how-to-apply and benefits text out of its words", () => {
    const boilerplate =
      "We are an Equal Employment Opportunity Employer: all qualified applicants will receive consideration without regard to race or religion. Please send your resume to jobs@acme-careers.example. We offer a competitive salary, 401(k) and paid holidays.";
    const got = textRelevance(`${posting}\n${boilerplate}`, resume);
    const words = [...got.matched, ...got.missing].map((m) => m.term);
    for (const word of [
      "applic",
      "pleas",
      "religion",
      "holidai",
      "holiday",
      "acme-careers.example",
    ])
      expect(words).not.toContain(word);
    expect(got.value).toBeCloseTo(textRelevance(posting, resume).value, 6);
  });

  it("gives no credit for protected characteristics that only an equal-opportunity statement names", () => {
    const eeo =
      "All qualified applicants will receive consideration without regard to race, religion, disability or protected veteran status.";
    const withEeo = `${posting}\n${eeo}`;
    const veteran = `${resume}\nU.S. Army veteran; member of a disability advocacy group at my church (religion and service).`;
    expect(textRelevance(withEeo, veteran).value).toBeCloseTo(
      textRelevance(withEeo, resume).value,
      6,
    );
  });
});

describe("a term the résumé writes only among the person's data", () => {
  it("is not said to be missing: the header's town is masked, not absent", async () => {
    const { parseJob } = await import("../../src/jd/parse-job.ts");
    const { scoreResume } = await import("../../src/score/score-resume.ts");
    const { structureResume } = await import("../../src/structure/structure-resume.ts");
    const job = parseJob(
      "Structural Engineer\n\nRequirements\n- 5+ years of structural design\n- Eurocode and RFEM\n- Seismic retrofits of masonry\n- On site at our Vienna office\n",
    );
    const text =
      "Eva Huber\n1090 Vienna, Austria · eva@example.com\n\nExperience\nStructural Engineer, Brückenbau GmbH\nJan 2015 - Present\n- Bridge and timber hall design to Eurocode in RFEM\n";
    const notes = scoreResume({ resume: structureResume(text), text, job }).components.flatMap(
      (c) => c.evidence.map((e) => e.note),
    );
    expect(notes.join("\n")).not.toMatch(/mentions "Vienna"; the resume does not/);
    expect(notes.some((n) => /^The job mentions "/.test(n))).toBe(true);
  });
});

describe("a posting copied with its page's code", () => {
  it("reads no term from the code: 'var MONS_LOG_VARS = {…}', '{\"Caption\":…}'", () => {
    const posting =
      'Construction Estimator | Example Jobs var MONS_LOG_VARS = {"JobID":\n\nPrepares bids from drawings.\nReport Previous Next {"Caption":"","Images":[{"Src":"//media.example.com/1.jpg"}]}';
    const r = textRelevance(posting, "Estimator\nPrepared bids from drawings for 9 years.");
    const terms = [...r.matched, ...r.missing].map((t) => t.term).join(" ");
    expect(terms).toMatch(/bid/);
    expect(terms).not.toMatch(/\bvar\b|mons|caption|imag|media/);
  });
});
