import {
  HIRING_GOALS,
  HIRING_TEAM_SIZES,
  HIRING_VOLUMES,
  INDUSTRIES,
  ONBOARDING_MESSAGES,
  ONBOARDING_ROLES,
  ONBOARDING_STEPS,
  type OnboardingData,
  onboardingStepSchema,
  ROLE_TYPES,
  TEAM_SIZES,
} from "@hirelens/contracts";
import clsx from "clsx";
import { ArrowLeft, ArrowRight, Check, CircleAlert, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/notifications/notifications-store";
import { useSaveOnboarding } from "../api/save-onboarding";
import {
  ONBOARDING_LAST_STEP,
  type OnboardingDraft,
  toOnboardingInput,
  useOnboardingStore,
} from "../stores/onboarding-store";
import { MultiChoiceField, SingleChoiceField } from "./option-groups";

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

type StepValues = Partial<OnboardingDraft>;

/** The answers of one step's fields, as the draft holds them. */
function stepValues(step: number, draft: OnboardingDraft): StepValues {
  const fields = ONBOARDING_STEPS[step]?.fields ?? [];
  return Object.fromEntries(fields.map((field) => [field, draft[field]]));
}

/** One step of the wizard: its own form on the step's part of the contract schema. */
function StepForm({
  step,
  headingRef,
  onDone,
  onStartOver,
  isSaving,
  saveError,
}: {
  step: number;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onDone: (values: Partial<OnboardingData>) => Promise<void>;
  onStartOver: () => void;
  isSaving: boolean;
  saveError: string | null;
}) {
  const { data, setData, previousStep } = useOnboardingStore();
  // On submit, then live: a message shown when a field is left would move the button being clicked.
  const form = useSchemaForm(onboardingStepSchema(step), {
    mode: "onSubmit",
    defaultValues: stepValues(step, data),
  });
  const copy = STEP_COPY[step] ?? STEP_COPY[0];
  const isLast = step === ONBOARDING_LAST_STEP;
  // Registered in the contract's order, so a refused step focuses its first refused question.
  for (const field of ONBOARDING_STEPS[step]?.fields ?? []) form.register(field);

  // Every answer goes to the draft as it is given, so Back and a later step keep it.
  useEffect(() => {
    const subscription = form.watch((values) => setData(values as StepValues));
    return () => subscription.unsubscribe();
  }, [form, setData]);

  return (
    <Form
      form={form}
      onSubmit={onDone}
      className="p-5 sm:p-8"
      aria-labelledby="onboarding-step-title"
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
        {step === 0 ? (
          <>
            <SingleChoiceField
              name="role"
              legend="What describes you best?"
              options={ONBOARDING_ROLES}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Input
                label="Job title"
                isRequired
                variant="auth"
                autoComplete="organization-title"
                placeholder="e.g. Senior Recruiter"
                error={form.formState.errors.jobTitle?.message}
                maxLength={100}
                {...form.register("jobTitle")}
              />
              <Input
                label="Company name"
                isRequired
                variant="auth"
                autoComplete="organization"
                placeholder="e.g. Acme Inc."
                error={form.formState.errors.companyName?.message}
                maxLength={100}
                {...form.register("companyName")}
              />
            </div>
          </>
        ) : null}
        {step === 1 ? (
          <>
            <SingleChoiceField
              name="teamSize"
              legend="How many people work at your company?"
              options={TEAM_SIZES}
            />
            <SingleChoiceField
              name="hiringTeamSize"
              legend="How many people take part in hiring?"
              options={HIRING_TEAM_SIZES}
            />
            <SingleChoiceField
              name="hiringVolume"
              legend="How many people do you hire a month?"
              options={HIRING_VOLUMES}
            />
          </>
        ) : null}
        {step === 2 ? (
          <>
            <MultiChoiceField
              name="industries"
              legend="Which industries do you hire in?"
              options={INDUSTRIES}
            />
            <MultiChoiceField
              name="roleTypes"
              legend="Which kinds of roles do you hire for?"
              options={ROLE_TYPES}
            />
          </>
        ) : null}
        {step === 3 ? (
          <MultiChoiceField
            name="hiringGoals"
            legend="What do you want to achieve?"
            description="Pick all that apply."
            options={HIRING_GOALS}
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
          onClick={onStartOver}
          disabled={isSaving}
        >
          Start over
        </Button>
        <div className="flex gap-3">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            leftIcon={<ArrowLeft aria-hidden="true" className="size-4" />}
            onClick={previousStep}
            disabled={step === 0 || isSaving}
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
    </Form>
  );
}

/** The onboarding questionnaire of spec §3, one step (one form) at a time (spec §4). */
export function OnboardingWizard({ onCompleted }: { onCompleted: () => void | Promise<void> }) {
  const { currentStep, nextStep, reset } = useOnboardingStore();
  const [saveError, setSaveError] = useState<string | null>(null);
  // A new form after "Start over", even on the step already shown.
  const [round, setRound] = useState(0);
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

  const onDone = async (values: Partial<OnboardingData>) => {
    if (currentStep < ONBOARDING_LAST_STEP) {
      nextStep();
      return;
    }
    setSaveError(null);
    try {
      const data = { ...useOnboardingStore.getState().data, ...values };
      await saveOnboarding.mutateAsync(toOnboardingInput(data));
      await onCompleted();
      reset();
    } catch {
      setSaveError(ONBOARDING_MESSAGES.saveFailed);
      notify.error(ONBOARDING_MESSAGES.saveFailed);
    }
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="border-b border-slate-100 p-5 sm:p-8 dark:border-slate-800">
        <StepProgress currentStep={currentStep} />
      </div>
      <StepForm
        key={`${round}:${currentStep}`}
        step={currentStep}
        headingRef={headingRef}
        onDone={onDone}
        onStartOver={() => {
          reset();
          setSaveError(null);
          setRound((value) => value + 1);
        }}
        isSaving={saveOnboarding.isPending}
        saveError={saveError}
      />
    </div>
  );
}
