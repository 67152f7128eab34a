import { z } from "zod";
import { PLAN_CREDITS, SUPPORT_RESPONSE_HOURS, WAITLIST_FREE_PRO_MONTHS } from "./constants.ts";

/** The three plans of spec §6/§9, by monthly credit allowance (-1 = unlimited). */
export const planKeySchema = z.enum(["free", "pro", "enterprise"]);
export type PlanKey = z.infer<typeof planKeySchema>;

export const UNLIMITED_CREDITS = -1;

export const planSchema = z.object({
  id: planKeySchema,
  name: z.string(),
  tagline: z.string(),
  /** Price per month in cents; null = on request (enterprise, "contact sales"). */
  priceCents: z.number().int().nullable(),
  currency: z.literal("usd"),
  /** Credits granted each month; -1 = unlimited. */
  monthlyCredits: z.number().int(),
  features: z.array(z.string()),
  isSelfServe: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const PLAN_PRICES_CENTS = { free: 0, pro: 4900, enterprise: null } as const;

/** The catalogue: one source of truth for /pricing, /billing and the server. */
export const PLANS: readonly Plan[] = [
  {
    id: "free",
    name: "Free",
    tagline: "Try HireLens on a few real openings.",
    priceCents: PLAN_PRICES_CENTS.free,
    currency: "usd",
    monthlyCredits: PLAN_CREDITS.free,
    features: [
      `${PLAN_CREDITS.free} resume analyses a month`,
      "Explained match scores with evidence",
      "Job description creator",
      "CSV and JSON export",
      `E-mail support, answered within ${SUPPORT_RESPONSE_HOURS} hours`,
    ],
    isSelfServe: true,
  },
  {
    id: "pro",
    name: "Pro",
    tagline: "For recruiters screening every week.",
    priceCents: PLAN_PRICES_CENTS.pro,
    currency: "usd",
    monthlyCredits: PLAN_CREDITS.pro,
    features: [
      `${PLAN_CREDITS.pro} resume analyses a month`,
      "Bulk analysis of up to 50 resumes at once",
      "Advanced matching: custom weights per job",
      "Compare candidates side by side, PDF reports",
      "Priority support",
    ],
    isSelfServe: true,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    tagline: "For talent teams hiring at scale.",
    priceCents: PLAN_PRICES_CENTS.enterprise,
    currency: "usd",
    monthlyCredits: PLAN_CREDITS.enterprise,
    features: [
      "Unlimited resume analyses",
      "Everything in Pro",
      "Data processing agreement and custom retention",
      "A named account manager",
    ],
    isSelfServe: false,
  },
];

export function findPlan(id: PlanKey): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/**
 * What a plan unlocks beyond credits (issue 10): the pricing page promises these and the server
 * refuses them on a plan without them (403 PLAN_UPGRADE_REQUIRED with the message below).
 */
export const planFeatureSchema = z.enum([
  "customWeights",
  "compare",
  "pdfReports",
  "customRetention",
]);
export type PlanFeature = z.infer<typeof planFeatureSchema>;

export const PLAN_FEATURES: Record<PlanKey, readonly PlanFeature[]> = {
  free: [],
  pro: ["customWeights", "compare", "pdfReports"],
  enterprise: ["customWeights", "compare", "pdfReports", "customRetention"],
};

/** The refusal (and the UI's hint) per feature: says which plan unlocks it. */
export const PLAN_FEATURE_MESSAGES: Record<PlanFeature, string> = {
  customWeights: "Upgrade to Pro to set custom score weights per job.",
  compare: "Upgrade to Pro to compare candidates side by side.",
  pdfReports: "Upgrade to Pro to export PDF reports.",
  customRetention: "Custom retention periods are part of Enterprise.",
};

/** The envelope code of a refusal for a feature the plan lacks (HTTP 403). */
export const PLAN_UPGRADE_REQUIRED = "PLAN_UPGRADE_REQUIRED";

/** Whether `plan` includes `feature`: planAllows("free", "pdfReports") === false. */
export function planAllows(plan: PlanKey, feature: PlanFeature): boolean {
  return PLAN_FEATURES[plan].includes(feature);
}

/** Top-up packs: extra credits that never expire, bought on top of any plan. */
export const creditPackSchema = z.object({
  id: z.string(),
  credits: z.number().int().positive(),
  priceCents: z.number().int().positive(),
});
export type CreditPack = z.infer<typeof creditPackSchema>;

export const CREDIT_PACKS: readonly CreditPack[] = [
  { id: "pack-25", credits: 25, priceCents: 1500 },
  { id: "pack-100", credits: 100, priceCents: 5000 },
  { id: "pack-500", credits: 500, priceCents: 20000 },
];

export const WAITLIST_OFFER = {
  slots: 100,
  plan: "pro" as PlanKey,
  months: WAITLIST_FREE_PRO_MONTHS,
} as const;

/** Formats cents as "$49.00". */
export function formatPrice(cents: number, currency = "usd"): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}
