import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type ParsedJob, parseJob } from "@hirelens/engine";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobDescriptions } from "../../../src/db/schema/index.ts";
import { requirementsFromParsed } from "../../../src/modules/job-descriptions/job-requirements.ts";
import { type AnalyzerTestContext, signUp, startAnalyzerApp } from "../analysis/support.ts";

// The LLM posting reader (decision 194) against a local server speaking the OpenAI
// chat-completions protocol: the real AI SDK client, only the provider's HTTP API is fake.

const POSTING = `Platform Engineer

Overview
This role includes mentoring two engineers and reviewing their designs.

Requirements
- 5+ years of backend development experience
- Strong TypeScript and Node.js skills
- Docker and Kubernetes
- Bachelor's degree in Computer Science or a related field
- AWS Certified Solutions Architect

Nice to have
- Terraform

Benefits
Competitive salary, health insurance and a yearly training budget.`;

/** What the fake model answers: real findings, and some the checks must leave out. */
const ANSWER = {
  requiredSkills: [
    { skill: "TypeScript", quote: "Strong TypeScript and Node.js skills" },
    { skill: "k8s", quote: "Docker and Kubernetes" },
    // Invented: neither the skill nor the quote is in the posting.
    { skill: "Rust", quote: "Experience with Rust" },
    // A real skill with a quote the posting does not contain.
    { skill: "Kubernetes", quote: "Deep Kubernetes expertise" },
    // Not a taxonomy skill, though the quote is real.
    { skill: "Synergy wrangling", quote: "Strong TypeScript and Node.js skills" },
    // A taxonomy skill the quote does not mention.
    { skill: "GraphQL", quote: "Docker and Kubernetes" },
    // From the benefits: boilerplate is never a requirement.
    { skill: "Insurance", quote: "health insurance" },
  ],
  preferredSkills: [
    // Moved: the built-in reader reads Docker as required.
    { skill: "Docker", quote: "Docker and Kubernetes" },
    // Missed by the built-in reader (a soft skill in the overview); quoted with other spacing.
    { skill: "Mentoring", quote: "includes   mentoring two engineers" },
  ],
  // The posting says 5+, not 8.
  minimumYears: { years: 8, quote: "5+ years of backend development experience" },
  education: {
    level: "bachelor",
    required: true,
    quote: "Bachelor's degree in Computer Science or a related field",
  },
  certifications: [
    {
      name: "AWS Certified Solutions Architect",
      required: false,
      quote: "AWS Certified Solutions Architect",
    },
    { name: "PMP", required: true, quote: "PMP certification required" },
  ],
};

type Mode = "ok" | "error" | "garbage" | "invalid" | "refusal" | "hang";

let server: Server;
let mode: Mode = "ok";
const requests: Array<{ url: string; body: Record<string, unknown> }> = [];
let context: AnalyzerTestContext;
let token: string;
let slow: AnalyzerTestContext;
let slowToken: string;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    request.on("data", (chunk) => {
      data += chunk;
    });
    request.on("end", () => resolve(data));
  });

function completion(model: unknown, message: Record<string, unknown>) {
  return JSON.stringify({
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse((await readBody(request)) || "{}");
    requests.push({ url: request.url ?? "", body });
    if (mode === "hang") return; // never answers: the client's AI_TIMEOUT_MS must end it
    if (mode === "error" || request.url !== "/v1/chat/completions") {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "boom" } }));
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    if (mode === "garbage") response.end(completion(body.model, { content: "Sure! Here it is:" }));
    else if (mode === "invalid")
      response.end(completion(body.model, { content: JSON.stringify({ requiredSkills: "all" }) }));
    else if (mode === "refusal")
      response.end(completion(body.model, { content: null, refusal: "I can't help with that." }));
    else response.end(completion(body.model, { content: JSON.stringify(ANSWER) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const llm = {
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    AI_API_KEY: "test-key",
    AI_MODEL: "test-model",
  };
  context = await startAnalyzerApp(llm);
  token = (await signUp(context)).token;
  slow = await startAnalyzerApp({ ...llm, AI_TIMEOUT_MS: "200" });
  slowToken = (await signUp(slow)).token;
});

afterAll(async () => {
  await context.close();
  await slow.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const save = (text: string, title = "Platform Engineer", on = context, as = token) =>
  on.client.call("POST", "/api/job-descriptions", { token: as, body: { title, text } });

async function storedJob(id: string): Promise<ParsedJob> {
  const rows = await context.t.database.db
    .select({ parsed: jobDescriptions.parsed })
    .from(jobDescriptions)
    .where(eq(jobDescriptions.id, id));
  return rows[0]!.parsed;
}

const builtInRequirements = (text: string) => requirementsFromParsed(parseJob(text));
const BUILT_IN = { reader: "built-in", model: null, confirmed: 0, dropped: 0 };

describe("reading a posting with an LLM", () => {
  it("merges what the posting and the taxonomy confirm and leaves out the rest", async () => {
    mode = "ok";
    const before = requests.length;
    const response = await save(POSTING);
    expect(response.status).toBe(201);
    expect(requests.length).toBe(before + 1);
    const sent = requests.at(-1);
    expect(sent?.url).toBe("/v1/chat/completions");
    expect(sent?.body.model).toBe("test-model");
    expect(JSON.stringify(sent?.body.messages)).toContain("5+ years of backend development");
    expect(JSON.stringify(sent?.body.response_format)).toContain("requiredSkills");

    const jd = response.body.data;
    const { requiredSkills, preferredSkills, minYears, education, certifications } =
      jd.parsedRequirements;
    // Moved to preferred; added with its real span; built-in findings kept.
    expect(preferredSkills).toEqual(expect.arrayContaining(["Docker", "Mentoring", "Terraform"]));
    expect(requiredSkills).not.toContain("Docker");
    expect(requiredSkills).toEqual(expect.arrayContaining(["TypeScript", "Node.js", "Kubernetes"]));
    // Invented, outside the taxonomy, not quoted, or boilerplate: left out.
    for (const name of ["Rust", "GraphQL", "Synergy wrangling", "Insurance"]) {
      expect([...requiredSkills, ...preferredSkills]).not.toContain(name);
    }
    // 8 years is not what the posting says: the engine's 5 stays.
    expect(minYears).toBe(5);
    expect(education).toBe("bachelor");
    expect(certifications).toEqual(["AWS Certified Solutions Architect"]);
    expect(certifications).not.toContain("PMP");
    // TypeScript, k8s, Docker, Mentoring, education and the AWS certification held; Rust, the
    // unquoted Kubernetes, Synergy wrangling, GraphQL, Insurance, 8 years and PMP did not.
    expect(jd.readBy).toEqual({ reader: "llm", model: "test-model", confirmed: 6, dropped: 7 });

    const parsed = await storedJob(jd.id);
    const mentoring = parsed.skills.find((skill) => skill.id === "mentoring");
    expect(mentoring?.level).toBe("preferred");
    expect(mentoring?.span.text).toBe("mentoring");
    expect(POSTING.slice(mentoring?.span.start, mentoring?.span.end)).toBe("mentoring");
    // Every span the merged reading holds points at its own text in the posting.
    for (const skill of parsed.skills) {
      expect(POSTING.slice(skill.span.start, skill.span.end)).toBe(skill.span.text);
    }
    for (const certification of parsed.certifications) {
      expect(POSTING.slice(certification.span.start, certification.span.end)).toBe(
        certification.span.text,
      );
    }
    expect(parsed.certifications[0]?.level).toBe("preferred");

    const fetched = await context.client.call("GET", `/api/job-descriptions/${jd.id}`, { token });
    expect(fetched.body.data.readBy).toEqual(jd.readBy);
    const listed = await context.client.call("GET", "/api/job-descriptions", { token });
    const inList = listed.body.data.find((item: { id: string }) => item.id === jd.id);
    expect(inList.readBy).toEqual(jd.readBy);
  });

  it("asks the model once per posting text: saving the same text again reads the cache", async () => {
    mode = "ok";
    const text = `${POSTING}\n\nLocation: Lisbon`;
    const before = requests.length;
    const first = await save(text);
    expect(requests.length).toBe(before + 1);
    const second = await save(text, "Platform Engineer II");
    expect(second.status).toBe(201);
    // Saving it again unchanged, or editing only the title, asks nothing either.
    const updated = await context.client.call(
      "PATCH",
      `/api/job-descriptions/${second.body.data.id}`,
      { token, body: { text, title: "Platform Engineer III" } },
    );
    expect(updated.status).toBe(200);
    expect(requests.length).toBe(before + 1);
    expect(second.body.data.parsedRequirements).toEqual(first.body.data.parsedRequirements);
    expect(second.body.data.readBy).toEqual(first.body.data.readBy);
    // A new text is a new question.
    await context.client.call("PATCH", `/api/job-descriptions/${second.body.data.id}`, {
      token,
      body: { text: `${text}, Portugal` },
    });
    expect(requests.length).toBe(before + 2);
  });

  for (const failure of ["error", "garbage", "invalid", "refusal"] as const) {
    it(`saves with the built-in reading when the model answers ${failure}`, async () => {
      mode = failure;
      const text = `${POSTING}\n\nReference: ${failure}`;
      const before = requests.length;
      const response = await save(text);
      mode = "ok";
      expect(response.status).toBe(201);
      expect(requests.length).toBeGreaterThan(before);
      expect(response.body.data.readBy).toEqual(BUILT_IN);
      expect(response.body.data.parsedRequirements).toEqual(builtInRequirements(text));
    });
  }

  it("saves with the built-in reading when the model does not answer within AI_TIMEOUT_MS", async () => {
    mode = "hang";
    const text = `${POSTING}\n\nReference: timeout`;
    const before = requests.length;
    const response = await save(text, "Platform Engineer", slow, slowToken);
    mode = "ok";
    expect(response.status).toBe(201);
    expect(requests.length).toBeGreaterThan(before);
    expect(response.body.data.readBy).toEqual(BUILT_IN);
    expect(response.body.data.parsedRequirements).toEqual(builtInRequirements(text));
  });

  it("a failed answer is not cached: the next save asks again", async () => {
    const text = `${POSTING}\n\nReference: retry`;
    mode = "error";
    await save(text);
    mode = "ok";
    const before = requests.length;
    const response = await save(text);
    expect(requests.length).toBe(before + 1);
    expect(response.body.data.readBy.reader).toBe("llm");
  });
});
