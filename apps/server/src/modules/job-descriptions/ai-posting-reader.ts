import { createHash } from "node:crypto";
import { educationLevelSchema } from "@hirelens/contracts";
import { generateText, Output } from "ai";
import { z } from "zod";
import { type AiWriterConfig, languageModel } from "./ai-writer.ts";

/**
 * Changes whenever the prompt or the answer's schema changes, so a cached answer to an older
 * question is never reused (it is part of the cache key).
 */
export const POSTING_READER_VERSION = "posting-reader-1";

const quote = z.string().min(1).max(400);
const skillSchema = z.object({ skill: z.string().min(1).max(80), quote });

/**
 * The structure the LLM must answer with: every finding with the exact words of the posting it
 * comes from, so each one can be checked against the text (posting-reading-check.ts).
 */
export const aiPostingReadingSchema = z.object({
  requiredSkills: z.array(skillSchema).max(40),
  preferredSkills: z.array(skillSchema).max(40),
  minimumYears: z.object({ years: z.number().min(0).max(50), quote }).nullable(),
  education: z.object({ level: educationLevelSchema, required: z.boolean(), quote }).nullable(),
  certifications: z
    .array(z.object({ name: z.string().min(1).max(60), required: z.boolean(), quote }))
    .max(20),
});
export type AiPostingReading = z.infer<typeof aiPostingReadingSchema>;

const SYSTEM = [
  "You read a job posting into the requirements a recruiter screens candidates against.",
  "Use only what the posting says. For every item, `quote` is the exact words copied from the",
  "posting that state it: a short phrase or one sentence, character for character, never reworded.",
  "requiredSkills: skills, tools, technologies, methods and professional abilities the posting",
  "requires. preferredSkills: those it calls preferred, a plus, nice to have or a bonus.",
  "Name each skill briefly as it is commonly written (for example Kubernetes, QuickBooks,",
  "Patient assessment). Leave out the company description, benefits and pay, equal-opportunity",
  "and other legal text, how to apply, and anything the posting says is not needed.",
  "minimumYears: the minimum years of experience the posting requires, or null.",
  "education: the lowest degree level the posting accepts, or null.",
  "certifications: certifications and licences the posting asks for.",
].join(" ");

/** The cache key of a posting read by a model: the same text and model never ask twice. */
export function postingReadingKey(config: AiWriterConfig, text: string): string {
  return createHash("sha256")
    .update([POSTING_READER_VERSION, config.provider, config.model, text].join("\u0000"))
    .digest("hex");
}

/** Asks the LLM to read the posting (structured output); throws on timeout, HTTP or schema failure. */
export async function readPostingWithAi(
  config: AiWriterConfig,
  text: string,
): Promise<AiPostingReading> {
  const result = await generateText({
    model: languageModel(config),
    instructions: SYSTEM,
    prompt: `The job posting, between the lines of dashes:\n-----\n${text}\n-----`,
    output: Output.object({ schema: aiPostingReadingSchema }),
    abortSignal: AbortSignal.timeout(config.timeoutMs),
    maxRetries: 1,
  });
  return aiPostingReadingSchema.parse(result.output);
}
