import {
  HIRING_GOALS,
  HIRING_TEAM_SIZES,
  HIRING_VOLUMES,
  type HiringAnswers,
  hiringAnswersSchema,
  INDUSTRIES,
  ONBOARDING_MESSAGES,
  ONBOARDING_ROLES,
  onboardingDataSchema,
  type Profile,
  ROLE_TYPES,
  TEAM_SIZES,
} from "@hirelens/contracts";
import { CircleAlert, Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Form, useSchemaForm } from "@/components/ui/form";
import { notify } from "@/components/ui/notifications/notifications-store";
import { useSaveOnboarding } from "../api/save-onboarding";
import type { OnboardingDraft } from "../stores/onboarding-store";
import { MultiChoiceField, SingleChoiceField } from "./option-groups";

type Option = { value: string; label: string };

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

const PERSONAL_DETAILS_FIRST = "Add your job title and company under Personal details first.";

/** The answers being edited: their own form, mounted when editing starts (from the profile). */
function HiringAnswersForm({
  profile,
  onCancel,
  onSaved,
}: {
  profile: Profile;
  onCancel: () => void;
  onSaved: () => void | Promise<void>;
}) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useSaveOnboarding();
  const { jobTitle: _jobTitle, companyName: _companyName, ...answers } = toDraft(profile);
  // On submit, then live: a message shown when a field is left would move the button being clicked.
  const form = useSchemaForm(hiringAnswersSchema, { mode: "onSubmit", defaultValues: answers });

  const onSubmit = async (values: HiringAnswers) => {
    // The job title and company are the profile's; the questionnaire is sent whole.
    const personal = onboardingDataSchema
      .pick({ jobTitle: true, companyName: true })
      .safeParse({ jobTitle: profile.jobTitle ?? "", companyName: profile.companyName ?? "" });
    if (!personal.success) {
      setSaveError(PERSONAL_DETAILS_FIRST);
      return;
    }
    setSaveError(null);
    try {
      await save.mutateAsync({ ...values, ...personal.data });
      notify.success(HIRING_ANSWERS_SAVED);
      await onSaved();
    } catch {
      setSaveError(ONBOARDING_MESSAGES.saveFailed);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-labelledby="hiring-heading"
      className="mt-5 space-y-6"
    >
      <SingleChoiceField name="role" {...QUESTIONS.role} />
      <SingleChoiceField name="teamSize" {...QUESTIONS.teamSize} />
      <SingleChoiceField name="hiringTeamSize" {...QUESTIONS.hiringTeamSize} />
      <SingleChoiceField name="hiringVolume" {...QUESTIONS.hiringVolume} />
      <MultiChoiceField name="industries" {...QUESTIONS.industries} />
      <MultiChoiceField name="roleTypes" {...QUESTIONS.roleTypes} />
      <MultiChoiceField name="hiringGoals" {...QUESTIONS.hiringGoals} />
      {saveError ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-700 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-300"
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" /> {saveError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-5 dark:border-slate-800">
        <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={save.isPending} loadingText="Saving...">
          Save answers
        </Button>
      </div>
    </Form>
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
  const [isEditing, setIsEditing] = useState(false);

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
            onClick={() => setIsEditing(true)}
          >
            Edit answers
          </Button>
        )}
      </div>

      {isEditing ? (
        <HiringAnswersForm
          profile={profile}
          onCancel={() => setIsEditing(false)}
          onSaved={async () => {
            setIsEditing(false);
            await onSaved();
          }}
        />
      ) : (
        <div className="mt-5">
          <Summary draft={toDraft(profile)} />
        </div>
      )}
    </section>
  );
}
