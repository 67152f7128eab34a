import {
  createJobDescriptionSchema,
  DEFAULT_SCORE_WEIGHTS,
  type EducationLevelId,
  type JobDescription,
  type JobRequirements,
  SCORE_COMPONENT_LABELS,
  type ScoreComponentId,
  type ScoreWeights,
  type SeniorityLevel,
} from "@hirelens/contracts";
import { RotateCcw } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { ChipsInput } from "@/components/ui/chips-input";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Slider } from "@/components/ui/slider";
import { Textarea } from "@/components/ui/textarea";
import { UpgradeHint } from "@/components/ui/upgrade-hint";
import { usePlanAllows } from "@/hooks/use-plan";
import { isApiClientError } from "@/lib/api-client";
import { useCreateJobDescription } from "../api/create-job-description";
import { loadSkillSuggestions } from "../api/search-skills";
import { useUpdateJobDescription } from "../api/update-job-description";
import { IgnoredTextList } from "./ignored-text-list";

const EDUCATION: Array<{ value: EducationLevelId; label: string }> = [
  { value: "high-school", label: "High school" },
  { value: "associate", label: "Associate degree" },
  { value: "bachelor", label: "Bachelor's degree" },
  { value: "master", label: "Master's degree" },
  { value: "doctorate", label: "Doctorate" },
];
const SENIORITY: SeniorityLevel[] = [
  "intern",
  "junior",
  "mid",
  "senior",
  "lead",
  "principal",
  "executive",
];
const COMPONENTS = Object.keys(SCORE_COMPONENT_LABELS) as ScoreComponentId[];

/** Which requirement fields differ from what the engine parsed: those are the overrides. */
function overridesOf(
  edited: JobRequirements,
  parsed: JobRequirements,
): Partial<JobRequirements> | null {
  const out: Partial<JobRequirements> = {};
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  for (const key of Object.keys(edited) as Array<keyof JobRequirements>) {
    if (!same(edited[key], parsed[key])) Object.assign(out, { [key]: edited[key] });
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** Create or edit a job description: text, details, the requirements the scorer uses, weights. */
export function JobDescriptionEditor({
  job,
  onDone,
}: {
  job: JobDescription | null;
  onDone: (job: JobDescription) => void;
}) {
  const [title, setTitle] = useState(job?.title ?? "");
  const [company, setCompany] = useState(job?.company ?? "");
  const [location, setLocation] = useState(job?.location ?? "");
  const [text, setText] = useState(job?.text ?? "");
  const [requirements, setRequirements] = useState<JobRequirements | null>(
    job?.requirements ?? null,
  );
  const [weights, setWeights] = useState<ScoreWeights>(
    job?.weights ?? { ...DEFAULT_SCORE_WEIGHTS },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Custom weights are Pro's (issue 10): on other plans the job keeps the weights it has.
  const canSetWeights = usePlanAllows("customWeights");
  const sentWeights = canSetWeights ? weights : undefined;
  const create = useCreateJobDescription();
  const update = useUpdateJobDescription();
  const isPending = create.isPending || update.isPending;
  const isTextChanged = job !== null && text.trim() !== job.text.trim();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = createJobDescriptionSchema.safeParse({
      title,
      text,
      company,
      location,
      weights,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "_");
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      if (job) {
        // Edited text is parsed again on the server; requirement overrides stay on top of it.
        const overrides = requirements ? overridesOf(requirements, job.parsedRequirements) : null;
        const saved = await update.mutateAsync({
          id: job.id,
          input: { title, text, company, location, weights: sentWeights, overrides },
        });
        onDone(saved);
      } else {
        onDone(await create.mutateAsync({ title, text, company, location, weights: sentWeights }));
      }
    } catch (error) {
      if (isApiClientError(error) && error.errors) {
        setErrors(
          Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ""])),
        );
      }
    }
  }

  const setReq = (patch: Partial<JobRequirements>) =>
    setRequirements((current) => (current ? { ...current, ...patch } : current));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6 px-4 py-5 md:px-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Title"
          isRequired
          value={title}
          maxLength={200}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
          containerClassName="sm:col-span-2"
        />
        <Input
          label="Company"
          value={company}
          maxLength={200}
          onChange={(event) => setCompany(event.target.value)}
        />
        <Input
          label="Location"
          value={location}
          maxLength={200}
          onChange={(event) => setLocation(event.target.value)}
        />
      </div>
      <Textarea
        label="Job description"
        isRequired
        rows={12}
        value={text}
        error={errors.text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Paste or write the job description: responsibilities, required and preferred skills, years of experience, education."
        helperText="Requirements are read from this text when you save; you can correct them below."
      />

      {requirements && job ? (
        <section
          aria-labelledby="requirements-title"
          className="space-y-4 rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3
              id="requirements-title"
              className="text-sm font-semibold text-slate-900 dark:text-white"
            >
              Requirements the ranking uses
            </h3>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              leftIcon={<RotateCcw aria-hidden="true" className="size-4" />}
              onClick={() => setRequirements(job.parsedRequirements)}
            >
              Reset to what was read
            </Button>
          </div>
          {isTextChanged ? (
            <p className="text-xs text-amber-700 dark:text-amber-300">
              You changed the text: it is read again when you save, and your corrections below are
              kept.
            </p>
          ) : null}
          <ChipsInput
            label="Required skills"
            values={requirements.requiredSkills}
            onChange={(requiredSkills) => setReq({ requiredSkills })}
            loadSuggestions={loadSkillSuggestions}
          />
          <ChipsInput
            label="Preferred skills"
            tone="neutral"
            values={requirements.preferredSkills}
            onChange={(preferredSkills) => setReq({ preferredSkills })}
            loadSuggestions={loadSkillSuggestions}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <Input
              label="Minimum years"
              type="number"
              min={0}
              max={50}
              value={requirements.minYears ?? ""}
              onChange={(event) =>
                setReq({
                  minYears:
                    event.target.value === ""
                      ? null
                      : Math.max(0, Math.min(50, Number(event.target.value))),
                })
              }
            />
            <Select
              label="Education"
              value={requirements.education ?? ""}
              onChange={(event) =>
                setReq({ education: (event.target.value || null) as EducationLevelId | null })
              }
            >
              <option value="">Not required</option>
              {EDUCATION.map((level) => (
                <option key={level.value} value={level.value}>
                  {level.label}
                </option>
              ))}
            </Select>
            <Select
              label="Seniority"
              value={requirements.seniority ?? ""}
              onChange={(event) =>
                setReq({ seniority: (event.target.value || null) as SeniorityLevel | null })
              }
            >
              <option value="">Any</option>
              {SENIORITY.map((level) => (
                <option key={level} value={level} className="capitalize">
                  {level}
                </option>
              ))}
            </Select>
          </div>
          <IgnoredTextList ignored={job.ignored ?? []} />
        </section>
      ) : null}

      <section
        aria-labelledby="weights-title"
        className="space-y-4 rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
      >
        <h3 id="weights-title" className="text-sm font-semibold text-slate-900 dark:text-white">
          Score weights for this job
        </h3>
        {canSetWeights ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {COMPONENTS.map((id) => (
              <Slider
                key={id}
                label={SCORE_COMPONENT_LABELS[id]}
                value={weights[id]}
                onChange={(value) => setWeights((current) => ({ ...current, [id]: value }))}
              />
            ))}
          </div>
        ) : (
          <UpgradeHint feature="customWeights" />
        )}
        {errors.weights ? (
          <p role="alert" className="text-sm text-rose-600">
            {errors.weights}
          </p>
        ) : null}
      </section>

      <div className="flex justify-end gap-2">
        <Button type="submit" isLoading={isPending} loadingText="Saving...">
          {job ? "Save changes" : "Save job description"}
        </Button>
      </div>
    </form>
  );
}
