import {
  HIRING_GOALS,
  HIRING_TEAM_SIZES,
  HIRING_VOLUMES,
  INDUSTRIES,
  ONBOARDING_MESSAGES,
  ONBOARDING_ROLES,
  ONBOARDING_STEPS,
  type OnboardingData,
  onboardingDataSchema,
  ROLE_TYPES,
  TEAM_SIZES,
} from "@hirelens/contracts";
import clsx from "clsx";
import { ArrowLeft, ArrowRight, Check, CircleAlert, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/notifications/notifications-store";
import { useSaveOnboarding } from "../api/save-onboarding";
import {
  ONBOARDING_LAST_STEP,
  type OnboardingDraft,
  toOnboardingInput,
  useOnboardingStore,
} from "../stores/onboarding-store";
import { MultiChoice, SingleChoice } from "./option-groups";

const STEP_COPY = [
  {
    title: "Tell us about you",
    description: "So HireLens speaks your language.",
    short: "About you",
  },
  {
    title: "Your team",
    description: "How big the company is and who hires with you.",
    short: "Team",
  },
  {
    title: "What you hire for",
    description: "We tune skills and examples to your field.",
    short: "Hiring",
  },
  { title: "Your goals", description: "What should HireLens make better for you?", short: "Goals" },
] as const;

type FieldErrors = Partial<Record<keyof OnboardingData, string>>;

/** Checks only the fields of one step; returns the first message of each failing field. */
export function validateOnboardingStep(step: number, draft: OnboardingDraft): FieldErrors {
  const fields = ONBOARDING_STEPS[step]?.fields ?? [];
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Record<
    keyof OnboardingData,
    true
  >;
  const result = onboardingDataSchema.pick(mask).safeParse(draft);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof OnboardingData;
    errors[field] ??= issue.message;
  }
  return errors;
}

function StepProgress({ currentStep }: { currentStep: number }) {
  return (
    <div>
      <p className="text-sm font-medium text-brand-700 dark:text-brand-300">
        Step {currentStep + 1} of {ONBOARDING_STEPS.length}
      </p>
      <ol
        className="mt-3 grid gap-2"
        style={{ gridTemplateColumns: `repeat(${ONBOARDING_STEPS.length}, minmax(0, 1fr))` }}
        aria-label="Onboarding progress"
      >
        {STEP_COPY.map((step, index) => {
          const state =
            index < currentStep ? "done" : index === currentStep ? "current" : "upcoming";
          return (
            <li key={step.short} aria-current={state === "current" ? "step" : undefined}>
              <span
                aria-hidden="true"
                className={clsx(
                  "block h-1.5 rounded-full transition-colors",
                  state === "upcoming"
                    ? "bg-slate-200 dark:bg-slate-700"
                    : "bg-brand-600 dark:bg-brand-400",
                )}
              />
              <span
                className={clsx(
                  "mt-2 hidden items-center gap-1 text-xs font-medium sm:flex",
                  state === "upcoming"
                    ? "text-slate-500 dark:text-slate-400"
                    : "text-slate-900 dark:text-white",
                )}
              >
                {state === "done" ? (
                  <Check aria-hidden="true" className="size-3.5 text-brand-600" />
                ) : null}
                {step.short}
                <span className="sr-only">
                  {state === "done" ? " (completed)" : state === "current" ? " (current)" : ""}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The onboarding questionnaire of spec §3, one step at a time (spec §4). */
export function OnboardingWizard({ onCompleted }: { onCompleted: () => void | Promise<void> }) {
  const { currentStep, data, setData, nextStep, previousStep, reset } = useOnboardingStore();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  const saveOnboarding = useSaveOnboarding();

  // Moving between steps puts focus on the new step's heading, so screen readers announce it.
  useEffect(() => {
    void currentStep;
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [currentStep]);

  const update = (patch: Partial<OnboardingDraft>) => {
    setData(patch);
    const cleared = Object.keys(patch) as (keyof OnboardingData)[];
    setErrors((previous) => {
      const next = { ...previous };
      for (const field of cleared) delete next[field];
      return next;
    });
  };

  const onNext = async () => {
    const stepErrors = validateOnboardingStep(currentStep, data);
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length > 0) {
      const firstField = ONBOARDING_STEPS[currentStep]?.fields.find((field) => stepErrors[field]);
      document.querySelector<HTMLElement>(`[name="${firstField}"]`)?.focus();
      return;
    }
    if (currentStep < ONBOARDING_LAST_STEP) {
      nextStep();
      return;
    }
    setSaveError(null);
    try {
      await saveOnboarding.mutateAsync(toOnboardingInput(data));
      await onCompleted();
      reset();
    } catch {
      setSaveError(ONBOARDING_MESSAGES.saveFailed);
      notify.error(ONBOARDING_MESSAGES.saveFailed);
    }
  };

  const copy = STEP_COPY[currentStep] ?? STEP_COPY[0];
  const isSaving = saveOnboarding.isPending;
  const isLast = currentStep === ONBOARDING_LAST_STEP;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="border-b border-slate-100 p-5 sm:p-8 dark:border-slate-800">
        <StepProgress currentStep={currentStep} />
      </div>
      <form
        noValidate
        className="p-5 sm:p-8"
        aria-labelledby="onboarding-step-title"
        onSubmit={(event) => {
          event.preventDefault();
          void onNext();
        }}
      >
        <h2
          id="onboarding-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 outline-none dark:text-white"
        >
          {copy.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{copy.description}</p>

        <div className="mt-6 space-y-6">
          {currentStep === 0 ? (
            <>
              <SingleChoice
                name="role"
                legend="What describes you best?"
                options={ONBOARDING_ROLES}
                value={data.role}
                error={errors.role}
                onChange={(role) => update({ role })}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <Input
                  name="jobTitle"
                  label="Job title"
                  isRequired
                  variant="auth"
                  autoComplete="organization-title"
                  placeholder="e.g. Senior Recruiter"
                  value={data.jobTitle}
                  error={errors.jobTitle}
                  maxLength={100}
                  onChange={(event) => update({ jobTitle: event.target.value })}
                />
                <Input
                  name="companyName"
                  label="Company name"
                  isRequired
                  variant="auth"
                  autoComplete="organization"
                  placeholder="e.g. Acme Inc."
                  value={data.companyName}
                  error={errors.companyName}
                  maxLength={100}
                  onChange={(event) => update({ companyName: event.target.value })}
                />
              </div>
            </>
          ) : null}
          {currentStep === 1 ? (
            <>
              <SingleChoice
                name="teamSize"
                legend="How many people work at your company?"
                options={TEAM_SIZES}
                value={data.teamSize}
                error={errors.teamSize}
                onChange={(teamSize) => update({ teamSize })}
              />
              <SingleChoice
                name="hiringTeamSize"
                legend="How many people take part in hiring?"
                options={HIRING_TEAM_SIZES}
                value={data.hiringTeamSize}
                error={errors.hiringTeamSize}
                onChange={(hiringTeamSize) => update({ hiringTeamSize })}
              />
              <SingleChoice
                name="hiringVolume"
                legend="How many people do you hire a month?"
                options={HIRING_VOLUMES}
                value={data.hiringVolume}
                error={errors.hiringVolume}
                onChange={(hiringVolume) => update({ hiringVolume })}
              />
            </>
          ) : null}
          {currentStep === 2 ? (
            <>
              <MultiChoice
                name="industries"
                legend="Which industries do you hire in?"
                options={INDUSTRIES}
                value={data.industries}
                error={errors.industries}
                onChange={(industries) => update({ industries })}
              />
              <MultiChoice
                name="roleTypes"
                legend="Which kinds of roles do you hire for?"
                options={ROLE_TYPES}
                value={data.roleTypes}
                error={errors.roleTypes}
                onChange={(roleTypes) => update({ roleTypes })}
              />
            </>
          ) : null}
          {currentStep === 3 ? (
            <MultiChoice
              name="hiringGoals"
              legend="What do you want to achieve?"
              description="Pick all that apply."
              options={HIRING_GOALS}
              value={data.hiringGoals}
              error={errors.hiringGoals}
              onChange={(hiringGoals) => update({ hiringGoals })}
            />
          ) : null}
        </div>

        {saveError ? (
          <p className="mt-6 flex items-center gap-2 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-700 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-300">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" /> {saveError}
          </p>
        ) : null}

        <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
          <Button
            variant="ghost"
            size="sm"
            leftIcon={<RotateCcw aria-hidden="true" className="size-4" />}
            onClick={() => {
              reset();
              setErrors({});
              setSaveError(null);
            }}
            disabled={isSaving}
          >
            Start over
          </Button>
          <div className="flex gap-3">
            <Button
              variant="outline"
              className="flex-1 sm:flex-none"
              leftIcon={<ArrowLeft aria-hidden="true" className="size-4" />}
              onClick={() => {
                setErrors({});
                previousStep();
              }}
              disabled={currentStep === 0 || isSaving}
            >
              Back
            </Button>
            <Button
              type="submit"
              className="flex-1 sm:flex-none"
              isLoading={isSaving}
              loadingText="Saving..."
              rightIcon={
                isLast ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : (
                  <ArrowRight aria-hidden="true" className="size-4" />
                )
              }
            >
              {isLast ? "Finish" : "Next"}
            </Button>
          </div>
        </div>
      </form>
    </div>
  );
}
