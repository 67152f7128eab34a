import { describe, expect, it } from "vitest";
import { findSkill, getTaxonomy, relatedSkills, relatedWeight } from "../../src/skills/taxonomy.ts";

describe("taxonomy", () => {
  it("has at least 5,000 canonical skills with categories, kinds and aliases", () => {
    const t = getTaxonomy();
    expect(t.skills.length).toBeGreaterThanOrEqual(5000);
    expect(t.skills.every((s) => s.category && s.name && s.aliases.length > 0)).toBe(true);
    const kinds = new Set(t.skills.map((s) => s.kind));
    expect(kinds).toEqual(new Set(["hard", "soft", "language"]));
    expect(new Set(t.skills.map((s) => s.id)).size).toBe(t.skills.length);
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
    const id = (n: string) => findSkill(n)!.id;
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
});
