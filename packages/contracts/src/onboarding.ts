import { z } from "zod";

/** Spec §8. */
export const ONBOARDING_MESSAGES = {
  saveFailed: "Failed to save onboarding data",
  saved: "Onboarding completed",
} as const;

export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

/** "What describes you best?" — the audiences of spec §1 plus job seekers. */
export const ONBOARDING_ROLES = [
  { value: "recruiter", label: "Recruiter" },
  { value: "hr-manager", label: "HR manager" },
  { value: "talent-acquisition-lead", label: "Talent acquisition leader" },
  { value: "hiring-manager", label: "Hiring manager" },
  { value: "founder", label: "Founder / business owner" },
  { value: "job-seeker", label: "Job seeker" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

/** Company size (employees). */
export const TEAM_SIZES = [
  { value: "1-10", label: "1–10 employees" },
  { value: "11-50", label: "11–50 employees" },
  { value: "51-200", label: "51–200 employees" },
  { value: "201-1000", label: "201–1,000 employees" },
  { value: "1000+", label: "More than 1,000 employees" },
] as const satisfies readonly Option[];

/** People involved in hiring. */
export const HIRING_TEAM_SIZES = [
  { value: "just-me", label: "Just me" },
  { value: "2-5", label: "2–5 people" },
  { value: "6-20", label: "6–20 people" },
  { value: "20+", label: "More than 20 people" },
] as const satisfies readonly Option[];

/** Hires per month. */
export const HIRING_VOLUMES = [
  { value: "1-5", label: "1–5 hires a month" },
  { value: "6-20", label: "6–20 hires a month" },
  { value: "21-50", label: "21–50 hires a month" },
  { value: "50+", label: "More than 50 hires a month" },
] as const satisfies readonly Option[];

export const INDUSTRIES = [
  { value: "technology", label: "Technology & software" },
  { value: "finance", label: "Finance & insurance" },
  { value: "healthcare", label: "Healthcare" },
  { value: "education", label: "Education" },
  { value: "retail", label: "Retail & e-commerce" },
  { value: "manufacturing", label: "Manufacturing" },
  { value: "consulting", label: "Consulting & professional services" },
  { value: "media", label: "Media & marketing" },
  { value: "hospitality", label: "Hospitality & travel" },
  { value: "public-sector", label: "Government & public sector" },
  { value: "non-profit", label: "Non-profit" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

export const ROLE_TYPES = [
  { value: "engineering", label: "Engineering" },
  { value: "product", label: "Product" },
  { value: "design", label: "Design" },
  { value: "data", label: "Data & analytics" },
  { value: "sales", label: "Sales" },
  { value: "marketing", label: "Marketing" },
  { value: "operations", label: "Operations" },
  { value: "finance", label: "Finance" },
  { value: "people", label: "HR & people" },
  { value: "customer-support", label: "Customer support" },
  { value: "executive", label: "Executive" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

export const HIRING_GOALS = [
  { value: "faster-screening", label: "Screen candidates faster" },
  { value: "reduce-bias", label: "Reduce bias in screening" },
  { value: "better-matches", label: "Find better-matched candidates" },
  { value: "consistent-criteria", label: "Apply consistent criteria" },
  { value: "high-volume", label: "Handle high application volume" },
  { value: "skills-matching", label: "Match skills more accurately" },
  { value: "reduce-costs", label: "Reduce hiring costs" },
] as const satisfies readonly Option[];

const valuesOf = <const T extends readonly Option[]>(options: T) =>
  options.map((option) => option.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

const choice = <const T extends readonly Option[]>(options: T, message: string) =>
  z.enum(valuesOf(options), { error: message });

const choices = <const T extends readonly Option[]>(options: T, message: string) =>
  z
    .array(z.enum(valuesOf(options), { error: message }), { error: message })
    .min(1, message)
    .transform((values) => [...new Set(values)]);

/** Spec §3 onboarding data; PUT /api/user/onboarding and the wizard's last step validate with it. */
export const onboardingDataSchema = z.object({
  role: choice(ONBOARDING_ROLES, "Please select your role"),
  jobTitle: z
    .string({ error: "Job title is required" })
    .trim()
    .min(1, { error: "Job title is required", abort: true })
    .min(2, "Job title must be at least 2 characters")
    .max(100, "Job title must be at most 100 characters"),
  companyName: z
    .string({ error: "Company name is required" })
    .trim()
    .min(1, { error: "Company name is required", abort: true })
    .max(100, "Company name must be at most 100 characters"),
  teamSize: choice(TEAM_SIZES, "Please select your company size"),
  hiringTeamSize: choice(HIRING_TEAM_SIZES, "Please select the size of your hiring team"),
  hiringVolume: choice(HIRING_VOLUMES, "Please select your hiring volume"),
  industries: choices(INDUSTRIES, "Please select at least one industry"),
  roleTypes: choices(ROLE_TYPES, "Please select at least one type of role you hire for"),
  hiringGoals: choices(HIRING_GOALS, "Please select at least one hiring goal"),
});
export type OnboardingDataInput = z.input<typeof onboardingDataSchema>;
export type OnboardingData = z.output<typeof onboardingDataSchema>;

/** The wizard's steps, in order (spec §4: the current step starts at 0). */
export const ONBOARDING_STEPS = [
  { id: "about-you", fields: ["role", "jobTitle", "companyName"] },
  { id: "team", fields: ["teamSize", "hiringTeamSize", "hiringVolume"] },
  { id: "hiring", fields: ["industries", "roleTypes"] },
  { id: "goals", fields: ["hiringGoals"] },
] as const satisfies readonly { id: string; fields: readonly (keyof OnboardingData)[] }[];

type OnboardingField = keyof OnboardingData;
/** What a form holds while the questions are answered: any text, any list (the schema checks). */
export type OnboardingAnswers = {
  [Field in OnboardingField]: OnboardingData[Field] extends string[] ? string[] : string;
};

/** The wizard's form of one step: onboardingDataSchema's rules for that step's fields only. */
export function onboardingStepSchema(
  step: number,
): z.ZodType<Partial<OnboardingData>, Partial<OnboardingAnswers>> {
  const fields: readonly OnboardingField[] = ONBOARDING_STEPS[step]?.fields ?? [];
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as {
    [Field in OnboardingField]?: true;
  };
  return onboardingDataSchema.pick(mask);
}

/**
 * The profile's hiring answers: every question of the questionnaire but the job title and company
 * name, which the profile's personal details hold (PUT /api/user/onboarding sends them along).
 */
export const hiringAnswersSchema = onboardingDataSchema.omit({ jobTitle: true, companyName: true });
export type HiringAnswersInput = z.input<typeof hiringAnswersSchema>;
export type HiringAnswers = z.output<typeof hiringAnswersSchema>;

/** PUT /api/user/onboarding answer. */
export const onboardingSavedSchema = z.object({
  message: z.string(),
  onboardingCompleted: z.literal(true),
  updatedAt: z.string(),
});
export type OnboardingSaved = z.infer<typeof onboardingSavedSchema>;
