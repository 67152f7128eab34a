import {
  type BatchDetail,
  type BatchRequirements,
  batchRequirementsSchema,
  EDUCATION_LEVEL_LABELS,
  educationLevelSchema,
  seniorityLevelSchema,
} from "@hirelens/contracts";
import { ListChecks } from "lucide-react";
import { useState } from "react";
import { Controller, type FieldErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ChipsInput } from "@/components/ui/chips-input";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Select } from "@/components/ui/select";
import { isApiClientError } from "@/lib/api-client";
import { useRescoreBatch } from "../api/rescore-batch";

const EDUCATION = educationLevelSchema.options.map((value) => ({
  value,
  label: EDUCATION_LEVEL_LABELS[value],
}));
const SENIORITY = seniorityLevelSchema.options;
const FIELDS = [
  "title",
  "requiredSkills",
  "preferredSkills",
  "minYears",
  "education",
  "seniority",
  "certifications",
] as const satisfies ReadonlyArray<keyof BatchRequirements>;

const candidatesText = (count: number) => `${count} candidate${count === 1 ? "" : "s"}`;

/** The first message of a list field: the list's own or its first bad item's. */
function listError(errors: FieldErrors<BatchRequirements>, field: keyof BatchRequirements) {
  const error = errors[field] as
    | ({ message?: string } & Record<number, { message?: string } | undefined>)
    | undefined;
  if (!error) return undefined;
  if (error.message) return error.message;
  for (const item of Object.values(error)) {
    if (item && typeof item === "object" && "message" in item && item.message) return item.message;
  }
  return undefined;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p
      id={id}
      aria-live="polite"
      className="mt-1 text-sm font-medium text-rose-600 dark:text-rose-400"
    >
      {message ?? ""}
    </p>
  );
}

/**
 * The batch's requirements as a form (the contract's schema speaks): title, skills, years, degree,
 * seniority, certifications. Submitting re-scores every scored resume from its stored reading.
 */
export function RequirementsForm({
  batch,
  requirements,
  onDone,
  onCancel,
}: {
  batch: BatchDetail;
  requirements: BatchRequirements;
  onDone: () => void;
  onCancel: () => void;
}) {
  const rescore = useRescoreBatch(batch.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(batchRequirementsSchema, { defaultValues: requirements });
  const { errors } = form.formState;
  const count = batch.scoredFiles;

  const onSubmit = async (values: BatchRequirements) => {
    setFormError(null);
    try {
      await rescore.mutateAsync({ requirements: values });
      onDone();
    } catch (error) {
      if (!isApiClientError(error)) {
        setFormError("The candidates could not be re-scored. Please try again.");
        return;
      }
      let isFieldError = false;
      for (const [path, messages] of Object.entries(error.errors ?? {})) {
        const field = FIELDS.find(
          (name) =>
            path === name || path.startsWith(`requirements.${name}`) || path.startsWith(`${name}.`),
        );
        if (field && messages[0]) {
          form.setError(field, { message: messages[0] }, { shouldFocus: !isFieldError });
          isFieldError = true;
        }
      }
      // A field's problem is shown under the field; anything else (409, 404, network) above the buttons.
      if (!isFieldError) setFormError(error.message);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-labelledby="requirements-form-title"
      className="space-y-4"
    >
      <p id="requirements-form-title" className="text-sm text-slate-600 dark:text-slate-300">
        Change what the {candidatesText(count)} are scored against. Each resume is scored again from
        what was read at upload: no new upload and no credits. A change gives the batch a new
        requirements version (now v{batch.requirementsVersion ?? 1}).
      </p>
      <Input
        label="Job title"
        isRequired
        error={errors.title?.message}
        disabled={rescore.isPending}
        {...form.register("title")}
      />
      <Controller
        control={form.control}
        name="requiredSkills"
        render={({ field }) => (
          <div>
            <ChipsInput label="Required skills" values={field.value} onChange={field.onChange} />
            <FieldError id="required-skills-error" message={listError(errors, "requiredSkills")} />
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="preferredSkills"
        render={({ field }) => (
          <div>
            <ChipsInput
              label="Preferred skills"
              tone="neutral"
              values={field.value}
              onChange={field.onChange}
            />
            <FieldError
              id="preferred-skills-error"
              message={listError(errors, "preferredSkills")}
            />
          </div>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Input
          label="Minimum years"
          type="number"
          inputMode="decimal"
          min={0}
          max={50}
          step="any"
          error={errors.minYears?.message}
          disabled={rescore.isPending}
          {...form.register("minYears", {
            setValueAs: (value: unknown) =>
              value === "" || value === null || value === undefined ? null : Number(value),
          })}
        />
        <Select
          label="Degree"
          disabled={rescore.isPending}
          {...form.register("education", { setValueAs: (value: unknown) => value || null })}
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
          disabled={rescore.isPending}
          {...form.register("seniority", { setValueAs: (value: unknown) => value || null })}
        >
          <option value="">Any</option>
          {SENIORITY.map((level) => (
            <option key={level} value={level}>
              {level[0]?.toUpperCase()}
              {level.slice(1)}
            </option>
          ))}
        </Select>
      </div>
      <Controller
        control={form.control}
        name="certifications"
        render={({ field }) => (
          <div>
            <ChipsInput
              label="Certifications"
              tone="neutral"
              values={field.value}
              onChange={field.onChange}
            />
            <FieldError id="certifications-error" message={listError(errors, "certifications")} />
          </div>
        )}
      />

      {rescore.isPending ? (
        <div role="status" className="space-y-2">
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">
            Re-scoring {candidatesText(count)}…
          </p>
          <ProgressBar value={null} label={`Re-scoring ${candidatesText(count)}`} />
        </div>
      ) : null}
      <p role="alert" className="text-sm font-medium text-rose-600 dark:text-rose-400">
        {formError ?? ""}
      </p>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
        <Button variant="ghost" onClick={onCancel} disabled={rescore.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={rescore.isPending} disabled={count === 0}>
          Re-score {candidatesText(count)}
        </Button>
      </div>
    </Form>
  );
}

/** "Edit requirements" on the results: opens the form; the table updates once re-scored. */
export function EditRequirementsButton({
  batch,
  disabled,
}: {
  batch: BatchDetail;
  disabled?: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const requirements = batch.requirements;
  if (!requirements) return null;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        disabled={disabled || batch.scoredFiles === 0}
        onClick={() => setIsOpen(true)}
        leftIcon={<ListChecks aria-hidden="true" className="size-4" />}
      >
        Edit requirements
      </Button>
      <Modal
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title={`Requirements (v${batch.requirementsVersion ?? 1})`}
        className="max-w-2xl"
      >
        <div className="px-4 py-4 md:px-6">
          {isOpen ? (
            <RequirementsForm
              key={`${batch.id}:${batch.requirementsVersion}`}
              batch={batch}
              requirements={requirements}
              onDone={() => setIsOpen(false)}
              onCancel={() => setIsOpen(false)}
            />
          ) : null}
        </div>
      </Modal>
    </>
  );
}

/** "Scored against requirements v2 · engine 2026.11.23": which requirements a result belongs to. */
export function ScoredWith({
  requirementsVersion,
  engineVersion,
}: {
  requirementsVersion?: number | null;
  engineVersion?: string | null;
}) {
  if (requirementsVersion === null || requirementsVersion === undefined) return null;
  return (
    <p className="mt-2 text-xs text-slate-500 dark:text-slate-400" data-testid="scored-with">
      Scored against requirements v{requirementsVersion} ·{" "}
      {engineVersion ? `engine ${engineVersion}` : "engine version not recorded"}
    </p>
  );
}
