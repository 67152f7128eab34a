import { describe, expect, it } from "vitest";
import {
  findSkill,
  getTaxonomy,
  isGenericSkill,
  relatedSkills,
  relatedWeight,
  skillSpecificity,
} from "../../src/skills/taxonomy.ts";

describe("taxonomy", () => {
  /** The skill a phrase is read as. */
  const name = (phrase: string) => findSkill(phrase)?.name;
  /** The id of the skill a phrase is read as. */
  const id = (phrase: string) => findSkill(phrase)!.id;

  it("has at least 5,000 canonical skills with categories, kinds and aliases", () => {
    const t = getTaxonomy();
    expect(t.skills.length).toBeGreaterThanOrEqual(5000);
    expect(t.skills.every((s) => s.category && s.name && s.aliases.length > 0)).toBe(true);
    const kinds = new Set(t.skills.map((s) => s.kind));
    expect(kinds).toEqual(new Set(["hard", "soft", "language"]));
    expect(new Set(t.skills.map((s) => s.id)).size).toBe(t.skills.length);
  });

  it("knows two words of an alias written as one, unless the one word names something else", () => {
    expect(findSkill("Home Healthcare")?.name).toBe("Home health care");
    expect(findSkill("Foodservice")?.name).toBe("Food and beverage service");
    expect(findSkill("Frontdesk operations")?.name).toBe("Front desk operations");
    // "Salesforce" is a product of its own: "Sales force automation software" is not it.
    expect(findSkill("Salesforce automation software")?.name).not.toBe(
      "Sales force automation software",
    );
  });

  it("keeps O*NET's tools apart when their first word is a word, not a vendor", () => {
    // "Test design software" begins with "Test" as "Network design software" with "Network": no
    // vendor, so "design software" is neither tool's name and each tool keeps its own.
    expect(name("web design software")).toBe("Web design software");
    expect(name("network design software")).not.toBe(name("web design software"));
    expect(name("design software")).not.toBe("Test design software");
    expect(name("management systems")).toBeUndefined();
    // A vendor's product still answers to its name without the vendor.
    expect(name("Autodesk AutoCAD")).toBe(name("AutoCAD"));
  });

  it("reads one everyday word as a vendor's product only when the product is in wide use", () => {
    expect(name("Word")).toBe("Microsoft Word");
    expect(name("Inventory")).not.toBe("Oracle Inventory");
    expect(name("Maintenance")).not.toBe("SAP Maintenance");
    expect(name("Software")).not.toBe(name("SAP software"));
    expect(name("Paint")).toBe("Commercial painting");
    // A title's head word is a rank held: "Director" is no "Adobe Director".
    expect(name("Director")).toBeUndefined();
    expect(name("Illustrator")).toBe("Adobe Illustrator");
  });

  it("reads the software of a named skill as that skill", () => {
    expect(name("video editing software")).toBe("Video editing");
    expect(name("project management software")).toBe("Project management");
    expect(name("medical billing software")).toBe("Medical billing");
  });

  it("reads forecasting as the business's work, related to a data scientist's predictive modeling", () => {
    expect(name("Forecasting")).toBe("Forecasting");
    expect(name("demand forecasting")).toBe("Forecasting");
    expect(name("predictive analytics")).toBe("Predictive modeling");
    expect(relatedWeight(id("Forecasting"), id("Predictive modeling"))).toBeGreaterThan(0);
    expect(relatedWeight(id("Forecasting"), id("Sales forecasting"))).toBeGreaterThan(0);
  });

  it("reads 'rehabilitation' alone as no physical therapist's work", () => {
    expect(name("Rehabilitation")).not.toBe("Physical therapy");
    expect(name("physical rehabilitation")).toBe("Physical therapy");
  });

  it("knows an estimator's software, related to construction estimating", () => {
    expect(name("Timberline")).toBe("Sage Timberline");
    expect(name("HeavyBid")).toBe("HCSS HeavyBid");
    expect(relatedWeight(id("Timberline"), id("Construction estimating"))).toBeGreaterThan(0);
  });

  it("reads a hotel's property management system as software, not real estate", () => {
    expect(findSkill("property management system")?.name).toBe("Property management systems");
    expect(relatedWeight("front-desk-operations", "customer-service")).toBeGreaterThan(0);
  });

  it("reads underwriting as its own work, a lender's as much as an insurer's", () => {
    expect(findSkill("Underwriting")?.name).toBe("Underwriting");
    expect(findSkill("Mortgage underwriting")?.name).toBe("Underwriting");
    expect(relatedWeight("underwriting", "insurance")).toBeGreaterThan(0);
    expect(relatedWeight("underwriting", "banking")).toBeGreaterThan(0);
  });

  it("reads editing of film, sound and images as that medium's work, not as copy editing", () => {
    expect(name("video editing")).toBe("Video editing");
    expect(name("film editing")).toBe("Video editing");
    expect(name("sound editing")).toBe("Audio editing");
    expect(name("image editing")).toBe("Photography");
    expect(name("copy editing")).toBe("Editing");
    expect(relatedWeight("video-editing", "editing")).toBe(0);
    expect(relatedWeight("adobe-premiere-pro", "video-editing")).toBeGreaterThan(0);
  });

  it("knows a mechanic's tools, a kitchen's codes, a welder's processes and a potter's craft", () => {
    expect(name("diagnostic scan tools")).toBe("Automotive repair");
    expect(name("OBD-II")).toBe("Automotive repair");
    expect(name("transmission repair")).toBe("Automotive repair");
    // A kitchen's health codes are food safety, not a builder's codes.
    expect(name("health code compliance")).toBe("Food safety");
    expect(name("code compliance")).toBe("Building codes");
    expect(name("pottery")).toBe("Ceramics");
    expect(name("SMAW")).toBe("Welding");
    expect(name("HVAC systems")).toBe("HVAC");
    expect(name("lesson plans")).toBe("Teaching");
    expect(name("Lightroom")).toBe("Adobe Lightroom");
    expect(name("cross-sell")).toBe("Upselling");
    expect(relatedWeight("upselling", "sales")).toBeGreaterThan(0);
    expect(name("DCF valuations")).toBe("Financial analysis");
    expect(name("SCCM")).toBe("Microsoft SCCM");
    expect(name("SketchUp")).toBe("SketchUp");
    expect(name("fish fabrication")).toBe("Butchery");
  });

  it("reads sales tax as a tax, not as selling", () => {
    expect(findSkill("sales tax")?.name).toBe("Taxation");
    expect(relatedWeight("taxation", "sales")).toBe(0);
  });

  it("knows the skills of human resources, kitchens, design, art and finance postings", () => {
    expect(name("benefits administration")).toBe("Benefits administration");
    expect(name("FMLA")).toBe("Leave administration");
    expect(name("performance appraisals")).toBe("Performance management");
    expect(name("food cost control")).toBe("Food cost control");
    expect(name("sanitation standards")).toBe("Kitchen sanitation");
    expect(name("typography")).toBe("Typography");
    expect(name("oil painting")).toBe("Fine art painting");
    expect(name("call handling")).toBe("Call center operations");
    // Forecasting a budget is finance, not predictive modelling.
    expect(name("budget forecasting")).toBe("Financial forecasting");
    expect(relatedWeight("benefits-administration", "human-resources")).toBeGreaterThan(0);
  });

  it("resolves the hand-curated aliases", () => {
    const cases: Array<[string, string]> = [
      ["JS", "JavaScript"],
      ["TS", "TypeScript"],
      ["k8s", "Kubernetes"],
      ["GCP", "Google Cloud Platform"],
      ["Postgres", "PostgreSQL"],
      ["C#", "C#"],
      [".NET", ".NET"],
      ["CI/CD", "CI/CD"],
      ["ML", "Machine learning"],
      ["NLP", "Natural language processing"],
      ["AWS", "Amazon Web Services"],
      ["React.js", "React"],
      ["ReactJS", "React"],
      ["NodeJS", "Node.js"],
      ["Golang", "Go"],
      ["sklearn", "scikit-learn"],
      ["MS Excel", "Microsoft Excel"],
      ["PM", "Project management"],
      ["SEO", "Search engine optimization"],
    ];
    for (const [alias, name] of cases) expect(findSkill(alias)?.name, alias).toBe(name);
  });

  it("links related skills for partial credit", () => {
    expect(relatedWeight(id("Next.js"), id("React"))).toBeGreaterThan(0.5);
    expect(relatedWeight(id("PyTorch"), id("TensorFlow"))).toBeGreaterThan(0);
    expect(relatedWeight(id("TensorFlow"), id("PyTorch"))).toBeGreaterThan(0);
    expect(relatedWeight(id("Postgres"), id("MySQL"))).toBeGreaterThan(0);
    expect(relatedWeight(id("Java"), id("Photoshop"))).toBe(0);
    expect(relatedSkills(id("Next.js")).map((r) => r.name)).toContain("React");
  });

  it("ships O*NET job titles for title fit", () => {
    const t = getTaxonomy();
    expect(t.occupations.length).toBeGreaterThan(800);
    expect(t.titleLines.split("\n").length).toBeGreaterThan(20000);
  });

  it("knows the skills of non-software work in every sector", () => {
    const cases: Array<[string, string]> = [
      ["Lesson planning", "Teaching"],
      ["Differentiated instruction", "Differentiated instruction"],
      ["Month-end close", "Month-end close"],
      ["KYC", "Anti-money laundering"],
      ["Pick and pack", "Order picking"],
      ["Cycle counts", "Cycle counting"],
      ["Drywall installation", "Drywall"],
      ["Quantity takeoff", "Construction estimating"],
      ["Mixology", "Bartending"],
      ["Planogram", "Planograms"],
      ["Conveyancing", "Real estate law"],
      ["E-filing", "Court filings"],
      ["Hemodialysis", "Dialysis"],
      ["ADLs", "Activities of daily living"],
      ["Safeguarding children", "Safeguarding"],
      ["Animal husbandry", "Livestock management"],
      ["cGMP", "Good manufacturing practice"],
      ["Ramp operations", "Ground handling"],
      ["Grant proposals", "Grant writing"],
      ["Hair colouring", "Hair styling"],
      ["Microbiology", "Biology"],
      ["Econometrics", "Economics"],
    ];
    for (const [alias, name] of cases) expect(findSkill(alias)?.name, alias).toBe(name);
    const categories = new Set(getTaxonomy().skills.map((s) => s.category));
    for (const c of [
      "Healthcare",
      "Education",
      "Legal",
      "Logistics and transport",
      "Manufacturing",
    ])
      expect(categories).toContain(c);
  });

  it("drops ESCO acronyms that name something else", () => {
    // ESCO lists "NEC" under "procurement of ICT network equipment"; it is the electrical code.
    expect(findSkill("NEC")?.name).toBe("Building codes");
    expect(findSkill("GPS")?.name).not.toBe("geographic information systems");
  });

  it("weighs skills by how many occupations share them", () => {
    for (const generic of [
      "Communication",
      "Teamwork",
      "Customer service",
      "Microsoft Office",
      "Excel",
    ])
      expect(isGenericSkill(id(generic)), generic).toBe(true);
    for (const specific of ["RN", "Welding", "Phlebotomy", "Kubernetes", "Bookkeeping", "HACCP"]) {
      expect(isGenericSkill(id(specific)), specific).toBe(false);
      expect(skillSpecificity(id(specific)), specific).toBeGreaterThan(0.8);
    }
    expect(skillSpecificity(id("Communication"))).toBeLessThan(skillSpecificity(id("Nursing")));
    expect(skillSpecificity("no-such-skill")).toBe(1);
    expect(isGenericSkill("no-such-skill")).toBe(false);
    const all = getTaxonomy().skills;
    expect(all.every((s) => s.specificity >= 0 && s.specificity <= 1)).toBe(true);
    expect(all.every((s) => s.isGeneric === s.specificity <= 0.5)).toBe(true);
    // Generic skills are the exception, not the rule.
    expect(all.filter((s) => s.isGeneric).length).toBeLessThan(all.length / 20);
  });

  it("names what the text says, not a broader skill it belongs to", () => {
    const cases: Array<[string, string]> = [
      ["Crane operation", "Crane operation"],
      ["Pneumatics", "Pneumatics"],
      ["Cooking", "Cooking"],
      ["Purchasing", "Procurement"],
      ["Litigation", "Litigation"],
      ["CAD", "CAD"],
      ["Case management", "Case management"],
      ["Medical billing", "Medical billing"],
      ["Housekeeping", "Housekeeping"],
      ["Dental radiography", "Dental radiography"],
    ];
    for (const [alias, name] of cases) expect(findSkill(alias)?.name, alias).toBe(name);
    // A job title is not a skill.
    expect(findSkill("Paralegal")?.name).not.toBe("Legal research");
    // The broader skill still gives partial credit.
    expect(relatedWeight(id("Crane operation"), id("Heavy equipment operation"))).toBeGreaterThan(
      0,
    );
    expect(relatedWeight(id("Litigation"), id("Legal research"))).toBeGreaterThan(0);
  });
});
