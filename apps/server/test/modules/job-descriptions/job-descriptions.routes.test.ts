import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan } from "../../helpers/plans.ts";
import {
  type AnalyzerTestContext,
  JOB_TEXT,
  signUp,
  startAnalyzerApp,
} from "../analysis/support.ts";

let context: AnalyzerTestContext;
let token: string;

beforeAll(async () => {
  context = await startAnalyzerApp();
  const user = await signUp(context);
  token = user.token;
  await setPlan(context.t.app, user.id, "pro"); // custom weights are a Pro feature (issue 10)
});
afterAll(async () => context.close());

const call: AnalyzerTestContext["client"]["call"] = (method, url, options) =>
  context.client.call(method, url, { token, ...options });

describe("job descriptions", () => {
  it("returns the boilerplate it left out of the requirements, on create, get and list", async () => {
    const text =
      "Payroll ClerkAbout UsLakeside Foods is a family-owned grocer serving the valley since 1975.Requirements:Two years of payroll experience• QuickBooks• Customer service skillsBenefits:Competitive pay and paid time off.Lakeside Foods is an Equal Opportunity Employer.";
    const created = await call("POST", "/api/job-descriptions", {
      body: { title: "Payroll Clerk", text },
    });
    expect(created.status).toBe(201);
    const jd = created.body.data;
    const reasons = (ignored: Array<{ reason: string }>) => ignored.map((item) => item.reason);
    expect(reasons(jd.ignored)).toEqual(["company", "benefits", "legal"]);
    for (const item of jd.ignored) expect(jd.text.slice(item.start, item.end)).toBe(item.text);
    expect(jd.requirements.requiredSkills).toEqual(expect.arrayContaining(["QuickBooks"]));
    // Without AI_PROVIDER the built-in reader alone reads the posting (decision 194).
    expect(jd.readBy).toEqual({ reader: "built-in", model: null, confirmed: 0, dropped: 0 });

    const fetched = await call("GET", `/api/job-descriptions/${jd.id}`);
    expect(fetched.body.data.ignored).toEqual(jd.ignored);
    const listed = await call("GET", "/api/job-descriptions");
    const inList = listed.body.data.find((item: { id: string }) => item.id === jd.id);
    expect(inList.ignored).toEqual(jd.ignored);
    await call("DELETE", `/api/job-descriptions/${jd.id}`);
  });

  it("saves a posting pasted through the wrong encoding as it was meant, on create and update", async () => {
    const garbled =
      "Bank TellerRequirements:â€¢ Two years of cash handling experienceâ€¢ Microsoft Excelâ€¢ Youâ€™ll greet every customer";
    const meant =
      "Bank TellerRequirements:• Two years of cash handling experience• Microsoft Excel• You’ll greet every customer";
    const created = await call("POST", "/api/job-descriptions", {
      body: { title: "Bank Teller", text: garbled },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.text).toBe(meant);
    expect(created.body.data.requirements.requiredSkills).toContain("Microsoft Excel");
    const updated = await call("PATCH", `/api/job-descriptions/${created.body.data.id}`, {
      body: { text: `${garbled}â€¢ Cash drawer balancing` },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.text).toBe(`${meant}• Cash drawer balancing`);
    const fetched = await call("GET", `/api/job-descriptions/${created.body.data.id}`);
    expect(fetched.body.data.text).toBe(`${meant}• Cash drawer balancing`);
    await call("DELETE", `/api/job-descriptions/${created.body.data.id}`);
  });

  it("requires a signed-in user", async () => {
    const response = await context.client.call("GET", "/api/job-descriptions");
    expect(response.status).toBe(401);
  });

  it("creates a JD with the engine's parsed requirements, gets, updates with overrides and deletes it", async () => {
    const created = await call("POST", "/api/job-descriptions", {
      body: { title: "Senior Backend Engineer", text: JOB_TEXT, company: "Acme" },
    });
    expect(created.status).toBe(201);
    const jd = created.body.data;
    expect(jd.requirements.requiredSkills).toEqual(
      expect.arrayContaining(["Node.js", "TypeScript", "PostgreSQL", "Kubernetes"]),
    );
    expect(jd.requirements.preferredSkills).toEqual(expect.arrayContaining(["GraphQL"]));
    expect(jd.requirements.minYears).toBe(5);
    expect(jd.requirements.education).toBe("bachelor");
    expect(jd.weights.requiredSkills).toBeGreaterThan(0);

    const fetched = await call("GET", `/api/job-descriptions/${jd.id}`);
    expect(fetched.body.data.text).toBe(JOB_TEXT.trim());

    const updated = await call("PATCH", `/api/job-descriptions/${jd.id}`, {
      body: {
        overrides: { requiredSkills: ["Go", "PostgreSQL"], minYears: 3 },
        weights: {
          requiredSkills: 50,
          preferredSkills: 10,
          experience: 10,
          education: 10,
          titleFit: 10,
          relevance: 10,
        },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.requirements.requiredSkills).toEqual(["Go", "PostgreSQL"]);
    expect(updated.body.data.requirements.minYears).toBe(3);
    // The parsed reading is kept, so the recruiter can reset the overrides.
    expect(updated.body.data.parsedRequirements.minYears).toBe(5);
    expect(updated.body.data.weights.requiredSkills).toBe(50);

    const reset = await call("PATCH", `/api/job-descriptions/${jd.id}`, {
      body: { overrides: null },
    });
    expect(reset.body.data.requirements.minYears).toBe(5);

    expect((await call("DELETE", `/api/job-descriptions/${jd.id}`)).status).toBe(204);
    expect((await call("GET", `/api/job-descriptions/${jd.id}`)).status).toBe(404);
  });

  it("accepts the /add alias and validates the body", async () => {
    const added = await call("POST", "/api/job-descriptions/add", {
      body: {
        title: "Data Analyst",
        text: "We need a data analyst with SQL, Python and Tableau skills for reporting.",
      },
    });
    expect(added.status).toBe(201);
    const invalid = await call("POST", "/api/job-descriptions", {
      body: { title: "", text: "short" },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.title).toEqual(["Title is required"]);
    expect(invalid.body.errors.text).toEqual(["Job description must be at least 30 characters"]);
  });

  it("lists with search and pagination, newest first", async () => {
    for (const title of ["Frontend Developer", "Frontend Lead", "Nurse Practitioner"]) {
      await call("POST", "/api/job-descriptions", {
        body: {
          title,
          text: `${title} wanted. Experience with patient care or React expected, 3+ years.`,
        },
      });
    }
    const search = await call("GET", "/api/job-descriptions?q=frontend&pageSize=1");
    expect(search.status).toBe(200);
    expect(search.body.meta).toEqual({ page: 1, pageSize: 1, total: 2, totalPages: 2 });
    expect(search.body.data[0].title).toBe("Frontend Lead");
    const second = await call("GET", "/api/job-descriptions?q=frontend&pageSize=1&page=2");
    expect(second.body.data[0].title).toBe("Frontend Developer");
  });

  it("another user's job description answers 404", async () => {
    const mine = await call("POST", "/api/job-descriptions", {
      body: {
        title: "Secret role",
        text: "A secret role that needs Kubernetes and Go for 4+ years.",
      },
    });
    const other = await signUp(context, "Otto Other");
    for (const [method, body] of [["GET"], ["PATCH", { title: "Mine now" }], ["DELETE"]] as const) {
      const response = await context.client.call(
        method,
        `/api/job-descriptions/${mine.body.data.id}`,
        {
          token: other.token,
          body,
        },
      );
      expect(response.status).toBe(404);
    }
    const list = await context.client.call("GET", "/api/job-descriptions", { token: other.token });
    expect(list.body.data).toEqual([]);
  });

  it("autocompletes skills from the taxonomy", async () => {
    const response = await call("GET", "/api/skills?q=kube");
    expect(response.status).toBe(200);
    expect(response.body.data[0].name).toBe("Kubernetes");
    const alias = await call("GET", "/api/skills?q=k8s");
    expect(alias.body.data.map((skill: { name: string }) => skill.name)).toContain("Kubernetes");
  });
});

const input = {
  title: "Backend Engineer",
  seniority: "senior",
  department: "Platform",
  location: "Berlin",
  workArrangement: "hybrid",
  employmentType: "full-time",
  mustHaveSkills: ["Go", "PostgreSQL", "Kubernetes"],
  niceToHaveSkills: ["Terraform"],
  notes: "You will join a team of six.",
  companyName: "Acme",
  companyBlurb: "Acme builds payment software for small shops.",
};

describe("job description generator", () => {
  it("writes a complete JD from the inputs with the built-in generator", async () => {
    const response = await call("POST", "/api/job-descriptions/generate", { body: input });
    expect(response.status).toBe(200);
    const jd = response.body.data;
    expect(jd.source).toBe("built-in");
    expect(jd.title).toBe("Senior Backend Engineer");
    expect(jd.summary).toContain("Acme builds payment software");
    expect(jd.responsibilities.length).toBeGreaterThanOrEqual(3);
    expect(jd.requirements).toEqual(
      expect.arrayContaining([
        "Hands-on experience with Go",
        "5+ years of experience in a similar Backend Engineer role",
      ]),
    );
    expect(jd.niceToHave).toContain("Experience with Terraform");
    expect(jd.benefits.length).toBeGreaterThanOrEqual(3);
    for (const heading of ["Responsibilities", "Requirements", "Nice to have", "Benefits"]) {
      expect(jd.text).toContain(heading);
    }
    expect(jd.wordingIssues).toEqual([]);

    // Different inputs give a different text, and the JD can be saved and parsed back.
    const junior = await call("POST", "/api/job-descriptions/generate", {
      body: {
        ...input,
        seniority: "junior",
        mustHaveSkills: ["React", "CSS"],
        workArrangement: "remote",
      },
    });
    expect(junior.body.data.text).not.toBe(jd.text);
    expect(junior.body.data.text).toContain("React");
    const saved = await call("POST", "/api/job-descriptions", {
      body: { title: jd.title, text: jd.text },
    });
    expect(saved.body.data.requirements.requiredSkills).toEqual(
      expect.arrayContaining(["Go", "PostgreSQL", "Kubernetes"]),
    );
  });

  it("flags gender-coded and exclusionary wording with suggestions", async () => {
    const notes =
      "We want a rockstar ninja, young and aggressive; he will join our manpower planning. Digital native preferred.";
    const response = await call("POST", "/api/job-descriptions/generate", {
      body: { ...input, notes },
    });
    const phrases = response.body.data.wordingIssues.map((issue: { phrase: string }) =>
      issue.phrase.toLowerCase(),
    );
    expect(phrases).toEqual(
      expect.arrayContaining([
        "rockstar",
        "ninja",
        "young",
        "aggressive",
        "he",
        "manpower",
        "digital native",
      ]),
    );
    const issue = response.body.data.wordingIssues.find(
      (entry: { phrase: string }) => entry.phrase === "manpower",
    );
    expect(issue.suggestion).toContain("workforce");
    expect(response.body.data.text.slice(issue.start, issue.end)).toBe("manpower");

    const check = await call("POST", "/api/job-descriptions/check-wording", {
      body: { text: "A dominant salesman." },
    });
    expect(check.body.data.map((entry: { phrase: string }) => entry.phrase)).toEqual([
      "dominant",
      "salesman",
    ]);
  });
});

describe("job description generator with an LLM (local OpenAI-compatible server)", () => {
  let server: Server;
  let baseUrl: string;
  const requests: Array<{ url: string; authorization?: string; body: Record<string, unknown> }> =
    [];
  let mode: "ok" | "error" = "ok";
  let llm: AnalyzerTestContext;
  let llmToken: string;

  const aiAnswer = {
    title: "Senior Backend Engineer",
    summary: "Acme is hiring a senior backend engineer to scale our payments platform.",
    responsibilities: ["Design Go services", "Run PostgreSQL at scale", "Mentor engineers"],
    requirements: ["5+ years building backend systems", "Go", "PostgreSQL"],
    niceToHave: ["Terraform"],
    benefits: ["Hybrid work in Berlin"],
  };

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = "";
      request.on("data", (chunk) => {
        data += chunk;
      });
      request.on("end", () => resolve(data));
    });

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const body = JSON.parse((await readBody(request)) || "{}");
      requests.push({ url: request.url ?? "", authorization: request.headers.authorization, body });
      if (mode === "error" || request.url !== "/v1/chat/completions") {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: "boom" } }));
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id: "chatcmpl-test",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: JSON.stringify(aiAnswer) },
              finish_reason: "stop",
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    llm = await startAnalyzerApp({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: baseUrl,
      AI_API_KEY: "test-key",
      AI_MODEL: "test-model",
    });
    llmToken = (await signUp(llm)).token;
  });
  afterAll(async () => {
    await llm.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("asks the model for structured output and returns its JD", async () => {
    const response = await llm.client.call("POST", "/api/job-descriptions/generate", {
      token: llmToken,
      body: input,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.source).toBe("ai");
    expect(response.body.data.model).toBe("test-model");
    expect(response.body.data.responsibilities).toEqual(aiAnswer.responsibilities);
    expect(response.body.data.text).toContain("Run PostgreSQL at scale");
    const sent = requests.at(-1);
    expect(sent?.url).toBe("/v1/chat/completions");
    expect(sent?.authorization).toBe("Bearer test-key");
    expect(sent?.body.model).toBe("test-model");
    expect(JSON.stringify(sent?.body.messages)).toContain(
      "Must-have skills: Go, PostgreSQL, Kubernetes",
    );
    // The writing rules go as the system message (ai 7 calls the option `instructions`).
    expect((sent?.body.messages as Array<{ role: string }> | undefined)?.[0]).toMatchObject({
      role: "system",
      content: expect.stringContaining("gender-neutral language"),
    });
    expect(JSON.stringify(sent?.body.response_format)).toContain("responsibilities");
  });

  it("falls back to the built-in generator when the model fails", async () => {
    mode = "error";
    const response = await llm.client.call("POST", "/api/job-descriptions/generate", {
      token: llmToken,
      body: input,
    });
    mode = "ok";
    expect(response.status).toBe(200);
    expect(response.body.data.source).toBe("built-in");
    expect(response.body.data.requirements).toContain("Hands-on experience with Go");
  });
});
