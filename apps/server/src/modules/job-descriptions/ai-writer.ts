import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { GeneratedJobDescription, GenerateJobDescription } from "@hirelens/contracts";
import { generateText, type LanguageModel, Output } from "ai";
import { z } from "zod";
import type { Env } from "../../env.ts";
import { composeJobDescriptionText } from "./jd-generator.ts";
import { checkWording } from "./wording-check.ts";

/** The structure the LLM must answer with (structured output). */
export const aiJobDescriptionSchema = z.object({
  title: z.string().min(1),
  summary: z.string().min(20),
  responsibilities: z.array(z.string().min(2)).min(3).max(12),
  requirements: z.array(z.string().min(2)).min(2).max(12),
  niceToHave: z.array(z.string().min(2)).max(10),
  benefits: z.array(z.string().min(2)).min(1).max(10),
});

const DEFAULT_MODELS = {
  "openai-compatible": "gpt-4o-mini",
  anthropic: "claude-3-5-haiku-latest",
  ollama: "llama3.1",
} as const;

export interface AiWriterConfig {
  provider: NonNullable<Env["AI_PROVIDER"]>;
  apiKey?: string;
  baseUrl?: string;
  model: string;
  timeoutMs: number;
}

/** The configured LLM, or null when AI_PROVIDER is unset or lacks what it needs (key / base URL). */
export function aiWriterConfigFrom(env: Env): AiWriterConfig | null {
  const provider = env.AI_PROVIDER;
  if (!provider) return null;
  if (provider === "openai-compatible" && !env.AI_BASE_URL) return null;
  if (provider === "anthropic" && !env.AI_API_KEY) return null;
  return {
    provider,
    apiKey: env.AI_API_KEY,
    baseUrl: env.AI_BASE_URL ?? (provider === "ollama" ? "http://localhost:11434/v1" : undefined),
    model: env.AI_MODEL ?? DEFAULT_MODELS[provider],
    timeoutMs: env.AI_TIMEOUT_MS,
  };
}

/** The AI SDK model for the configured provider (the JD writer and the posting reader share it). */
export function languageModel(config: AiWriterConfig): LanguageModel {
  if (config.provider === "anthropic") {
    return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl })(config.model);
  }
  // Ollama speaks the OpenAI chat-completions protocol under /v1.
  return createOpenAICompatible({
    name: config.provider,
    baseURL: config.baseUrl as string,
    apiKey: config.apiKey,
    supportsStructuredOutputs: config.provider === "openai-compatible",
  })(config.model);
}

function prompt(input: GenerateJobDescription): string {
  return [
    `Job title: ${input.title}`,
    `Seniority: ${input.seniority}`,
    input.department ? `Department: ${input.department}` : null,
    `Location: ${input.location ?? "not specified"} (${input.workArrangement})`,
    `Employment type: ${input.employmentType}`,
    `Must-have skills: ${input.mustHaveSkills.join(", ") || "none given"}`,
    `Nice-to-have skills: ${input.niceToHaveSkills.join(", ") || "none given"}`,
    input.companyName ? `Company: ${input.companyName}` : null,
    input.companyBlurb ? `About the company: ${input.companyBlurb}` : null,
    input.notes ? `Notes from the hiring manager: ${input.notes}` : null,
  ]
    .filter(Boolean)
    .join("\n");
}

const SYSTEM = [
  "You write clear, specific, inclusive job descriptions for recruiters.",
  "Use gender-neutral language (you/they), no jargon such as rockstar or ninja, no age-coded words.",
  "List every must-have skill under requirements and every nice-to-have skill under niceToHave.",
  "Keep each bullet to one sentence. Do not invent salary figures.",
].join(" ");

/** Asks the LLM for a JD as structured output; throws on timeout, HTTP or schema failure. */
export async function writeJobDescriptionWithAi(
  config: AiWriterConfig,
  input: GenerateJobDescription,
): Promise<GeneratedJobDescription> {
  const result = await generateText({
    model: languageModel(config),
    instructions: SYSTEM,
    prompt: prompt(input),
    output: Output.object({ schema: aiJobDescriptionSchema }),
    abortSignal: AbortSignal.timeout(config.timeoutMs),
    maxRetries: 1,
  });
  const parts = aiJobDescriptionSchema.parse(result.output);
  const text = composeJobDescriptionText(parts);
  return {
    ...parts,
    text,
    wordingIssues: checkWording(text),
    source: "ai",
    model: config.model,
  };
}
