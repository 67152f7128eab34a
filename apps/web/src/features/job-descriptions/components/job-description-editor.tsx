import {
  type CreateJobDescription,
  createJobDescriptionSchema,
  DEFAULT_SCORE_WEIGHTS,
  EDUCATION_LEVEL_LABELS,
  type EducationLevelId,
  educationLevelSchema,
  type JobDescription,
  type JobRequirements,
  SCORE_COMPONENT_LABELS,
  type ScoreComponentId,
  type SeniorityLevel,
  seniorityLevelSchema,
} from "@hirelens/contracts";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { useController } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ChipsInput } from "@/components/ui/chips-input";
import { Form, useSchemaForm } from "@/components/ui/form";
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
import { RequirementsReaderNote } from "./requirements-reader-note";

const EDUCATION = educationLevelSchema.options.map((value) => ({
  value,
  label: EDUCATION_LEVEL_LABELS[value],
}));
const SENIORITY = seniorityLevelSchema.options;
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

/** The editor's checked fields: the request's own rules (createJobDescriptionSchema). */
const editorSchema = createJobDescriptionSchema.pick({
  title: true,
  text: true,
  company: true,
  location: true,
  weights: true,
});
type EditorFields = "title" | "text" | "company" | "location" | "weights";

/** Create or edit a job description: text, details, the requirements the scorer uses, weights. */
export function JobDescriptionEditor({
  job,
  onDone,
}: {
  job: JobDescription | null;
  onDone: (job: JobDescription) => void;
}) {
  // On submit, then live: a message shown when a field is left would move the button being clicked.
  const form = useSchemaForm(editorSchema, {
    mode: "onSubmit",
    defaultValues: {
      title: job?.title ?? "",
      company: job?.company ?? "",
      location: job?.location ?? "",
      text: job?.text ?? "",
      weights: job?.weights ?? { ...DEFAULT_SCORE_WEIGHTS },
    },
  });
  const { errors } = form.formState;
  const weightsField = useController({ control: form.control, name: "weights" });
  const weights = weightsField.field.value ?? { ...DEFAULT_SCORE_WEIGHTS };
  // The requirements are corrections of what the server read, not checked input: plain state.
  const [requirements, setRequirements] = useState<JobRequirements | null>(
    job?.requirements ?? null,
  );
  // Custom weights are Pro's (issue 10): on other plans the job keeps the weights it has.
  const canSetWeights = usePlanAllows("customWeights");
  const create = useCreateJobDescription();
  const update = useUpdateJobDescription();
  const isPending = create.isPending || update.isPending;
  const text = form.watch("text");
  const isTextChanged = job !== null && text.trim() !== job.text.trim();

  async function onSubmit(values: CreateJobDescription) {
    const input = { ...values, weights: canSetWeights ? values.weights : undefined };
    try {
      if (job) {
        // Edited text is parsed again on the server; requirement overrides stay on top of it.
        const overrides = requirements ? overridesOf(requirements, job.parsedRequirements) : null;
        onDone(await update.mutateAsync({ id: job.id, input: { ...input, overrides } }));
      } else {
        onDone(await create.mutateAsync(input));
      }
    } catch (error) {
      if (isApiClientError(error) && error.errors) {
        for (const [key, messages] of Object.entries(error.errors)) {
          if (key in editorSchema.shape && messages[0]) {
            form.setError(key as EditorFields, { message: messages[0] });
          }
        }
      }
    }
  }

  const setReq = (patch: Partial<JobRequirements>) =>
    setRequirements((current) => (current ? { ...current, ...patch } : current));

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6 px-4 py-5 md:px-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Title"
          isRequired
          maxLength={200}
          error={errors.title?.message}
          containerClassName="sm:col-span-2"
          {...form.register("title")}
        />
        <Input
          label="Company"
          maxLength={200}
          error={errors.company?.message}
          {...form.register("company")}
        />
        <Input
          label="Location"
          maxLength={200}
          error={errors.location?.message}
          {...form.register("location")}
        />
      </div>
      <Textarea
        label="Job description"
        isRequired
        rows={12}
        error={errors.text?.message}
        {...form.register("text")}
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
          <RequirementsReaderNote readBy={job.readBy} />
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
                onChange={(value) => weightsField.field.onChange({ ...weights, [id]: value })}
              />
            ))}
          </div>
        ) : (
          <UpgradeHint feature="customWeights" />
        )}
        {errors.weights?.message ? (
          <p role="alert" className="text-sm text-rose-600">
            {errors.weights.message}
          </p>
        ) : null}
      </section>

      <div className="flex justify-end gap-2">
        <Button type="submit" isLoading={isPending} loadingText="Saving...">
          {job ? "Save changes" : "Save job description"}
        </Button>
      </div>
    </Form>
  );
}
