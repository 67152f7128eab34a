import {
  HIRING_GOALS,
  HIRING_TEAM_SIZES,
  HIRING_VOLUMES,
  INDUSTRIES,
  ONBOARDING_MESSAGES,
  ONBOARDING_ROLES,
  type OnboardingData,
  onboardingDataSchema,
  type Profile,
  ROLE_TYPES,
  TEAM_SIZES,
} from "@hirelens/contracts";
import { CircleAlert, Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notifications/notifications-store";
import { useSaveOnboarding } from "../api/save-onboarding";
import type { OnboardingDraft } from "../stores/onboarding-store";
import { MultiChoice, SingleChoice } from "./option-groups";

type Option = { value: string; label: string };
type FieldErrors = Partial<Record<keyof OnboardingData, string>>;

export const HIRING_ANSWERS_SAVED = "Hiring profile updated";

const QUESTIONS = {
  role: { legend: "What describes you best?", options: ONBOARDING_ROLES },
  teamSize: { legend: "Company size", options: TEAM_SIZES },
  hiringTeamSize: { legend: "People who take part in hiring", options: HIRING_TEAM_SIZES },
  hiringVolume: { legend: "Hires a month", options: HIRING_VOLUMES },
  industries: { legend: "Industries you hire in", options: INDUSTRIES },
  roleTypes: { legend: "Kinds of roles you hire for", options: ROLE_TYPES },
  hiringGoals: { legend: "What you want to achieve", options: HIRING_GOALS },
} as const satisfies Record<string, { legend: string; options: readonly Option[] }>;

function labelOf(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

function toDraft(profile: Profile): OnboardingDraft {
  return {
    role: profile.role ?? "",
    jobTitle: profile.jobTitle ?? "",
    companyName: profile.companyName ?? "",
    teamSize: profile.teamSize ?? "",
    hiringTeamSize: profile.hiringTeamSize ?? "",
    hiringVolume: profile.hiringVolume ?? "",
    industries: profile.industries,
    roleTypes: profile.roleTypes,
    hiringGoals: profile.hiringGoals,
  };
}

function Summary({ draft }: { draft: OnboardingDraft }) {
  const rows: { key: string; label: string; value: string }[] = [
    { key: "role", label: QUESTIONS.role.legend, value: draft.role },
    { key: "teamSize", label: QUESTIONS.teamSize.legend, value: draft.teamSize },
    { key: "hiringTeamSize", label: QUESTIONS.hiringTeamSize.legend, value: draft.hiringTeamSize },
    { key: "hiringVolume", label: QUESTIONS.hiringVolume.legend, value: draft.hiringVolume },
  ].map((row) => ({
    ...row,
    value: row.value
      ? labelOf(QUESTIONS[row.key as keyof typeof QUESTIONS].options, row.value)
      : "—",
  }));
  const lists = (["industries", "roleTypes", "hiringGoals"] as const).map((key) => ({
    key,
    label: QUESTIONS[key].legend,
    values: draft[key].map((value) => labelOf(QUESTIONS[key].options, value)),
  }));
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.key}>
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{row.label}</dt>
          <dd className="mt-0.5 text-sm font-medium text-slate-900 dark:text-white">{row.value}</dd>
        </div>
      ))}
      {lists.map((list) => (
        <div key={list.key} className="sm:col-span-2">
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{list.label}</dt>
          <dd className="mt-1.5 flex flex-wrap gap-1.5">
            {list.values.length > 0 ? (
              list.values.map((value) => (
                <span
                  key={value}
                  className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200"
                >
                  {value}
                </span>
              ))
            ) : (
              <span className="text-sm text-slate-500">—</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /profile: the onboarding answers (spec §3 onboarding data), shown and editable after onboarding.
 * Saving sends the whole questionnaire again, with the job title and company of the profile.
 */
export function HiringAnswersCard({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: () => void | Promise<void>;
}) {
  const [draft, setDraft] = useState<OnboardingDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useSaveOnboarding();
  const isEditing = draft !== null;

  const update = (patch: Partial<OnboardingDraft>) => {
    setDraft((previous) => (previous ? { ...previous, ...patch } : previous));
    setErrors((previous) => {
      const next = { ...previous };
      for (const field of Object.keys(patch) as (keyof OnboardingData)[]) delete next[field];
      return next;
    });
  };

  const onSubmit = async () => {
    if (!draft) return;
    const parsed = onboardingDataSchema.safeParse(draft);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        next[issue.path[0] as keyof OnboardingData] ??= issue.message;
      }
      setErrors(next);
      if (next.jobTitle || next.companyName) {
        setSaveError("Add your job title and company under Personal details first.");
      }
      return;
    }
    setSaveError(null);
    try {
      await save.mutateAsync(parsed.data);
      notify.success(HIRING_ANSWERS_SAVED);
      setDraft(null);
      await onSaved();
    } catch {
      setSaveError(ONBOARDING_MESSAGES.saveFailed);
    }
  };

  return (
    <section
      aria-labelledby="hiring-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id="hiring-heading"
            className="text-base font-semibold text-slate-900 dark:text-white"
          >
            Hiring profile
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            Your onboarding answers. HireLens uses them to tune examples to how you hire.
          </p>
        </div>
        {isEditing ? null : (
          <Button
            size="sm"
            variant="outline"
            leftIcon={<Pencil aria-hidden="true" className="size-4" />}
            onClick={() => {
              setDraft(toDraft(profile));
              setErrors({});
              setSaveError(null);
            }}
          >
            Edit answers
          </Button>
        )}
      </div>

      {draft ? (
        <form
          noValidate
          aria-labelledby="hiring-heading"
          className="mt-5 space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          <SingleChoice
            name="role"
            {...QUESTIONS.role}
            value={draft.role}
            error={errors.role}
            onChange={(role) => update({ role })}
          />
          <SingleChoice
            name="teamSize"
            {...QUESTIONS.teamSize}
            value={draft.teamSize}
            error={errors.teamSize}
            onChange={(teamSize) => update({ teamSize })}
          />
          <SingleChoice
            name="hiringTeamSize"
            {...QUESTIONS.hiringTeamSize}
            value={draft.hiringTeamSize}
            error={errors.hiringTeamSize}
            onChange={(hiringTeamSize) => update({ hiringTeamSize })}
          />
          <SingleChoice
            name="hiringVolume"
            {...QUESTIONS.hiringVolume}
            value={draft.hiringVolume}
            error={errors.hiringVolume}
            onChange={(hiringVolume) => update({ hiringVolume })}
          />
          <MultiChoice
            name="industries"
            {...QUESTIONS.industries}
            value={draft.industries}
            error={errors.industries}
            onChange={(industries) => update({ industries })}
          />
          <MultiChoice
            name="roleTypes"
            {...QUESTIONS.roleTypes}
            value={draft.roleTypes}
            error={errors.roleTypes}
            onChange={(roleTypes) => update({ roleTypes })}
          />
          <MultiChoice
            name="hiringGoals"
            {...QUESTIONS.hiringGoals}
            value={draft.hiringGoals}
            error={errors.hiringGoals}
            onChange={(hiringGoals) => update({ hiringGoals })}
          />
          {saveError ? (
            <p
              role="alert"
              className="flex items-center gap-2 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-700 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-300"
            >
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" /> {saveError}
            </p>
          ) : null}
          <div className="flex justify-end gap-2 border-t border-slate-100 pt-5 dark:border-slate-800">
            <Button variant="ghost" onClick={() => setDraft(null)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" isLoading={save.isPending} loadingText="Saving...">
              Save answers
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-5">
          <Summary draft={toDraft(profile)} />
        </div>
      )}
    </section>
  );
}
