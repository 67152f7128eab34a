import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WORKSPACE_HEADER } from "@hirelens/contracts";
import { parseResume, structureResume } from "@hirelens/engine";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCandidates, writeResumes } from "../../../../../e2e/fixtures/resumes.ts";
import {
  sampleDocx,
  sampleMarkdown,
  samplePdf,
  sampleText,
} from "../../../../../packages/engine/test/fixtures/documents.ts";
import { workspaceMembers } from "../../../src/db/schema/index.ts";
import { toJsonResume } from "../../../src/modules/formats/json-resume.ts";
import {
  type AnalyzerTestContext,
  analyzeAndWait,
  createJob,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
} from "../analysis/support.ts";

const fixtures = join(import.meta.dirname, "../../fixtures/json-resume");
const loadSchema = (name: string) => JSON.parse(readFileSync(join(fixtures, name), "utf8"));

function validator(schemaFile: string): ValidateFunction {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  return ajv.compile(loadSchema(schemaFile));
}
const validResume = validator("resume-schema.json");
const validJob = validator("job-schema.json");

function expectValid(validate: ValidateFunction, document: unknown, label: string) {
  const ok = validate(document);
  expect(validate.errors ?? [], `${label}: ${JSON.stringify(validate.errors)}`).toEqual([]);
  expect(ok).toBe(true);
}

describe("JSON Resume export of the engine's reading", () => {
  it("the vendored schema refuses what it should (the check can fail)", () => {
    expect(validResume({ basics: { email: "not an address" } })).toBe(false);
    expect(validResume({ work: [{ startDate: "March 2020" }] })).toBe(false);
    expect(validResume({ basics: { url: "linkedin.com/in/x" } })).toBe(false);
  });

  it("cleans values the schema would refuse instead of exporting them broken", () => {
    const resume = structureResume(
      "Jane Doe\njane@x.io\nEXPERIENCE\nNurse, City Hospital, 2019 – Present",
    );
    resume.basics.url = "janedoe.dev";
    resume.basics.profiles = [{ network: "LinkedIn", url: "linkedin.com/in/jane-doe" }];
    resume.basics.email = "jane at x dot io";
    const document = toJsonResume(resume) as { basics: Record<string, unknown> };
    expectValid(validResume, document, "cleaned");
    expect(document.basics.url).toBe("https://janedoe.dev/");
    expect(document.basics.profiles).toEqual([
      { network: "LinkedIn", url: "https://linkedin.com/in/jane-doe" },
    ]);
    expect(document.basics.email).toBeUndefined();
    expect(JSON.stringify(document)).not.toContain("sources");
  });

  it("every resume fixture of the tests exports schema-valid JSON Resume", async () => {
    const texts: Array<[string, string]> = [
      ["engine sample text", sampleText()],
      ["engine sample markdown", sampleMarkdown()],
      [
        "server resumeText",
        resumeText({
          name: "Zoë Ångström",
          title: "Data Engineer",
          skills: ["Python", "SQL"],
          years: 4,
        }),
      ],
    ];
    let checked = 0;
    for (const [label, text] of texts) {
      expectValid(validResume, toJsonResume(structureResume(text)), label);
      checked++;
    }
    const files: Array<[string, Uint8Array]> = [
      ["engine sample pdf", await samplePdf()],
      ["engine sample docx", await sampleDocx()],
    ];
    const dir = await mkdtemp(join(tmpdir(), "hirelens-json-resume-"));
    try {
      for (const path of await writeResumes(dir, makeCandidates(10)))
        files.push([path, new Uint8Array(await readFile(path))]);
      for (const [label, bytes] of files) {
        const parsed = await parseResume(bytes);
        expect(parsed.ok, label).toBe(true);
        if (!parsed.ok) continue;
        const document = toJsonResume(parsed.resume) as { basics?: { name?: string } };
        expectValid(validResume, document, label);
        checked++;
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(checked).toBe(texts.length + 2 + 10);
  });
});

describe("standard formats over HTTP", () => {
  let context: AnalyzerTestContext;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let viewer: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  let candidateId: string;
  let jobId: string;

  const call = async (
    method: "GET" | "POST" | "PUT",
    url: string,
    user: { token: string },
    options: { workspace?: string; payload?: string | object; contentType?: string } = {},
  ) => {
    const response = await context.t.app.inject({
      method,
      url,
      payload: options.payload,
      headers: {
        authorization: `Bearer ${user.token}`,
        ...(options.workspace ? { [WORKSPACE_HEADER]: options.workspace } : {}),
        ...(options.contentType ? { "content-type": options.contentType } : {}),
      },
    });
    const isJson = String(response.headers["content-type"] ?? "").includes("json");
    return {
      status: response.statusCode,
      headers: response.headers,
      body: isJson ? response.json() : response.body,
    };
  };

  beforeAll(async () => {
    context = await startAnalyzerApp();
    owner = await signUp(context, "Olivia Owner");
    viewer = await signUp(context, "Victor Viewer");
    stranger = await signUp(context, "Sam Stranger");
    await context.t.app.db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.id, userId: viewer.id, role: "viewer" });
    const job = await createJob(context, owner.token);
    jobId = job.id;
    const uploaded = await upload(context, owner.token, [
      {
        name: "zoe.txt",
        bytes: txt(
          resumeText({
            name: "Zoë Ångström",
            title: "Backend Engineer",
            skills: ["Node.js", "TypeScript", "PostgreSQL", "Docker"],
            years: 6,
          }),
        ),
      },
    ]);
    const batch = await analyzeAndWait(context, owner.token, {
      jobDescriptionId: job.id,
      fileIds: [uploaded.body.data.files[0].id],
    });
    candidateId = batch.candidates[0].id;
  });

  afterAll(async () => {
    await context?.close();
  });

  it("downloads the parsed resume as schema-valid JSON Resume (viewer too)", async () => {
    const response = await call("GET", `/api/resume-analysis/${candidateId}/json-resume`, viewer, {
      workspace: owner.id,
    });
    expect(response.status).toBe(200);
    expect(String(response.headers["content-disposition"])).toContain("resume.json");
    expectValid(validResume, response.body, "downloaded");
    expect(response.body.basics.name).toBe("Zoë Ångström");
    expect(
      response.body.skills.flatMap((group: { keywords?: string[] }) => group.keywords ?? []),
    ).toEqual(expect.arrayContaining(["TypeScript"]));
  });

  it("the blind-review download leaves the name out and is named by the alias", async () => {
    const response = await call(
      "GET",
      `/api/resume-analysis/${candidateId}/json-resume?anonymised=true`,
      owner,
    );
    expect(response.status).toBe(200);
    expectValid(validResume, response.body, "anonymised");
    expect(JSON.stringify(response.body)).not.toContain("Ångström");
    expect(String(response.headers["content-disposition"])).toContain("candidate-1.resume.json");
  });

  it("the blind download is the blind drawer's reading, masked when it is asked for", async () => {
    const drawer = await call("GET", `/api/resume-analysis/${candidateId}?anonymised=true`, owner);
    expect(drawer.status).toBe(200);
    const download = await call(
      "GET",
      `/api/resume-analysis/${candidateId}/json-resume?anonymised=true`,
      owner,
    );
    const { meta: _drawerMeta, ...fromDrawer } = toJsonResume(drawer.body.data.parsedResume);
    const { meta: _downloadMeta, ...downloaded } = download.body;
    expect(downloaded).toEqual(fromDrawer);
  });

  it("another workspace gets 404 for the resume and the job", async () => {
    for (const url of [
      `/api/resume-analysis/${candidateId}/json-resume`,
      `/api/job-descriptions/${jobId}/export`,
    ]) {
      expect((await call("GET", url, stranger)).status).toBe(404);
      expect((await call("GET", url, stranger, { workspace: owner.id })).status).toBe(404);
    }
  });

  it("exports a job as the JSON Resume job schema and imports it back the same", async () => {
    const criteria = await call("PUT", `/api/job-descriptions/${jobId}/scorecard-criteria`, owner, {
      payload: { criteria: ["Communication", "System design"] },
    });
    expect(criteria.status).toBe(200);
    const exported = await call("GET", `/api/job-descriptions/${jobId}/export`, viewer, {
      workspace: owner.id,
    });
    expect(exported.status).toBe(200);
    expectValid(validJob, exported.body, "job export");
    expect(exported.body.title).toBe("Senior Backend Engineer");
    const original = (await call("GET", `/api/job-descriptions/${jobId}`, owner)).body.data;

    const imported = await call("POST", "/api/job-descriptions/import", owner, {
      payload: JSON.stringify(exported.body),
      contentType: "application/json",
    });
    expect(imported.status).toBe(201);
    const copy = imported.body.data;
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      title: original.title,
      text: original.text,
      company: original.company,
      requirements: original.requirements,
      weights: original.weights,
    });
    const copyCriteria = await call(
      "GET",
      `/api/job-descriptions/${copy.id}/scorecard-criteria`,
      owner,
    );
    expect(copyCriteria.body.data.criteria).toEqual(["Communication", "System design"]);
  });

  it("imports a plain JSON Resume job and keeps its unicode", async () => {
    const title = "Ingénieur·e logiciel — Zürich 🚀";
    const imported = await call("POST", "/api/job-descriptions/import", owner, {
      payload: JSON.stringify({
        title,
        company: "Käse & Söhne",
        type: "Full-time",
        remote: "Hybrid",
        location: { city: "Zürich", countryCode: "CH" },
        responsibilities: ["Construire des services en TypeScript", "Écrire des tests"],
        qualifications: ["5+ years of experience with Node.js"],
        skills: [{ name: "Required", keywords: ["TypeScript", "PostgreSQL"] }],
      }),
      contentType: "application/json",
    });
    expect(imported.status).toBe(201);
    expect(imported.body.data).toMatchObject({
      title,
      company: "Käse & Söhne",
      location: "Zürich, CH",
      employmentType: "full-time",
      workArrangement: "hybrid",
    });
    expect(imported.body.data.text).toContain("Écrire des tests");
    expect(imported.body.data.requirements.requiredSkills).toEqual(
      expect.arrayContaining(["TypeScript", "PostgreSQL"]),
    );
  });

  it("refuses a file that is not JSON, not a job, untitled or over 1 MB, with clear errors", async () => {
    const post = (payload: string, user = owner) =>
      call("POST", "/api/job-descriptions/import", user, {
        payload,
        contentType: "application/json",
      });
    const notJson = await post("{ title: 'x' ");
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toMatch(/^The file is not valid JSON/);

    const wrongSchema = await post(JSON.stringify({ title: 42, skills: "TypeScript" }));
    expect(wrongSchema.status).toBe(422);
    expect(wrongSchema.body.message).toMatch(/JSON Resume job format/);
    expect(Object.keys(wrongSchema.body.errors)).toEqual(
      expect.arrayContaining(["title", "skills"]),
    );

    const array = await post("[1, 2, 3]");
    expect(array.status).toBe(422);

    const untitled = await post(
      JSON.stringify({ description: "A long enough job description text." }),
    );
    expect(untitled.status).toBe(422);
    expect(untitled.body.errors.title).toEqual(["The job in the file has no title."]);

    const big = await post(
      JSON.stringify({ title: "Big", description: "x".repeat(1024 * 1024 + 10) }),
    );
    expect(big.status).toBe(413);
    expect(big.body.message).toBe("The file is larger than 1 MB. Import a smaller JSON file.");

    const asViewer = await call("POST", "/api/job-descriptions/import", viewer, {
      workspace: owner.id,
      payload: JSON.stringify({ title: "Viewer job", description: "x".repeat(40) }),
      contentType: "application/json",
    });
    expect(asViewer.status).toBe(403);

    const list = await call("GET", "/api/job-descriptions?pageSize=50", owner);
    expect(list.body.data.map((job: { title: string }) => job.title)).not.toContain("Viewer job");
  });
});
