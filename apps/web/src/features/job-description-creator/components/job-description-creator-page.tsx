import {
  type GeneratedJobDescription,
  type GenerateJobDescription,
  type GenerateJobDescriptionInput,
  generateJobDescriptionSchema,
  type SeniorityLevel,
  type WordingIssue,
} from "@hirelens/contracts";
import {
  AlertTriangle,
  Check,
  Pencil,
  RefreshCw,
  Save,
  ScanSearch,
  Sparkles,
  Wand2,
} from "lucide-react";
import { useState } from "react";
import { useController } from "react-hook-form";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ChipsInput } from "@/components/ui/chips-input";
import { EmptyState } from "@/components/ui/empty-state";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { useCheckWording } from "../api/check-wording";
import { useGenerateJobDescription } from "../api/generate-job-description";
import { useSaveJobDescription } from "../api/save-job-description";
import { loadSkillSuggestions } from "../api/search-skills";
import { applySuggestion, isReplacement } from "../lib/apply-suggestion";
import { categoryLabel, WordingPreview } from "./wording-preview";

const SENIORITY: SeniorityLevel[] = [
  "intern",
  "junior",
  "mid",
  "senior",
  "lead",
  "principal",
  "executive",
];

const INITIAL: GenerateJobDescriptionInput = {
  title: "",
  seniority: "mid",
  department: "",
  location: "",
  workArrangement: "hybrid",
  employmentType: "full-time",
  mustHaveSkills: [],
  niceToHaveSkills: [],
  notes: "",
  companyName: "",
  companyBlurb: "",
};

/** An optional line left empty is not sent. */
const orNothing = (value: string | undefined) => value || undefined;

/** /tools/job-description-creator: a complete JD from a few facts, wording checked, saved as a job. */
export function JobDescriptionCreatorPage() {
  // On submit, then live: a message shown when a field is left would move the button being clicked.
  const form = useSchemaForm(generateJobDescriptionSchema, {
    mode: "onSubmit",
    defaultValues: INITIAL,
  });
  const { errors } = form.formState;
  const mustHave = useController({ control: form.control, name: "mustHaveSkills" });
  const niceToHave = useController({ control: form.control, name: "niceToHaveSkills" });
  const [result, setResult] = useState<GeneratedJobDescription | null>(null);
  const [text, setText] = useState("");
  const [issues, setIssues] = useState<WordingIssue[]>([]);
  const [isEditing, setIsEditing] = useState(false);
  const [savedId, setSavedId] = useState<string | null>(null);
  const generate = useGenerateJobDescription();
  const check = useCheckWording();
  const save = useSaveJobDescription();

  function onGenerate(values: GenerateJobDescription) {
    const input: GenerateJobDescriptionInput = {
      ...values,
      department: orNothing(values.department),
      location: orNothing(values.location),
      notes: orNothing(values.notes),
      companyName: orNothing(values.companyName),
      companyBlurb: orNothing(values.companyBlurb),
    };
    generate.mutate(input, {
      onSuccess: (generated) => {
        setResult(generated);
        setText(generated.text);
        setIssues(generated.wordingIssues);
        setIsEditing(false);
        setSavedId(null);
      },
    });
  }

  function recheck() {
    check.mutate(text, { onSuccess: setIssues });
  }

  function onSave() {
    if (!result) return;
    const facts = form.getValues();
    save.mutate(
      {
        title: result.title,
        text,
        company: facts.companyName?.trim() || null,
        location: facts.location?.trim() || null,
        employmentType: facts.employmentType,
        workArrangement: facts.workArrangement,
      },
      { onSuccess: (job) => setSavedId(job.id) },
    );
  }

  return (
    <>
      <PageHeader
        title="Job Description Creator"
        description="Give a title, the level and the skills that matter; get a complete, inclusive job description you can edit and rank resumes against."
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <Card>
          <CardHeader title="The role" />
          <Form form={form} onSubmit={onGenerate} className="space-y-4 px-4 py-4 sm:px-5">
            <Input
              label="Job title"
              isRequired
              error={errors.title?.message}
              maxLength={200}
              placeholder="e.g. Senior Frontend Engineer"
              {...form.register("title")}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Select label="Seniority" {...form.register("seniority")}>
                {SENIORITY.map((level) => (
                  <option key={level} value={level}>
                    {level.charAt(0).toUpperCase() + level.slice(1)}
                  </option>
                ))}
              </Select>
              <Input
                label="Department"
                maxLength={120}
                placeholder="e.g. Engineering"
                error={errors.department?.message}
                {...form.register("department")}
              />
              <Input
                label="Location"
                maxLength={200}
                placeholder="e.g. Berlin, Germany"
                error={errors.location?.message}
                {...form.register("location")}
              />
              <Select label="Remote" {...form.register("workArrangement")}>
                <option value="remote">Remote</option>
                <option value="hybrid">Hybrid</option>
                <option value="onsite">On-site</option>
              </Select>
              <Select
                label="Employment type"
                containerClassName="sm:col-span-2"
                {...form.register("employmentType")}
              >
                <option value="full-time">Full-time</option>
                <option value="part-time">Part-time</option>
                <option value="contract">Contract</option>
                <option value="temporary">Temporary</option>
                <option value="internship">Internship</option>
              </Select>
            </div>
            <ChipsInput
              label="Must-have skills"
              values={mustHave.field.value ?? []}
              onChange={mustHave.field.onChange}
              loadSuggestions={loadSkillSuggestions}
            />
            <ChipsInput
              label="Nice-to-have skills"
              tone="neutral"
              values={niceToHave.field.value ?? []}
              onChange={niceToHave.field.onChange}
              loadSuggestions={loadSkillSuggestions}
            />
            <Textarea
              label="Notes"
              rows={3}
              maxLength={2000}
              placeholder="Team, product, what the first months look like…"
              error={errors.notes?.message}
              {...form.register("notes")}
            />
            <Input
              label="Company name"
              maxLength={200}
              error={errors.companyName?.message}
              {...form.register("companyName")}
            />
            <Textarea
              label="About the company"
              rows={3}
              maxLength={2000}
              error={errors.companyBlurb?.message}
              {...form.register("companyBlurb")}
            />
            <Button
              type="submit"
              className="w-full"
              isLoading={generate.isPending}
              loadingText="Writing..."
              leftIcon={<Wand2 aria-hidden="true" className="size-4" />}
            >
              {result ? "Write it again" : "Write the job description"}
            </Button>
          </Form>
        </Card>

        <Card aria-busy={generate.isPending}>
          <CardHeader
            title="Preview"
            description={
              result
                ? `Written by the ${result.source === "ai" ? `AI (${result.model ?? "LLM"})` : "built-in writer"}. Edit anything before saving.`
                : "Your job description appears here."
            }
            actions={
              result ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setIsEditing((v) => !v)}
                  leftIcon={
                    isEditing ? (
                      <Check aria-hidden="true" className="size-4" />
                    ) : (
                      <Pencil aria-hidden="true" className="size-4" />
                    )
                  }
                >
                  {isEditing ? "Done editing" : "Edit text"}
                </Button>
              ) : null
            }
          />
          {!result ? (
            <EmptyState
              icon={Sparkles}
              title="Nothing written yet"
              description="Fill in the role on the left and press “Write the job description”."
            />
          ) : (
            <div className="space-y-5 px-4 py-4 sm:px-5">
              {isEditing ? (
                <Textarea
                  label="Job description text"
                  hideLabel
                  rows={22}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                />
              ) : (
                <WordingPreview text={text} issues={issues} />
              )}
              <section
                aria-labelledby="wording-title"
                className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3
                    id="wording-title"
                    className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white"
                  >
                    <AlertTriangle aria-hidden="true" className="size-4 text-amber-500" /> Inclusive
                    wording
                    <Badge tone={issues.length === 0 ? "success" : "warning"}>
                      {issues.length === 0 ? "No flags" : `${issues.length} flagged`}
                    </Badge>
                  </h3>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={recheck}
                    isLoading={check.isPending}
                    loadingText="Checking..."
                    leftIcon={<RefreshCw aria-hidden="true" className="size-4" />}
                  >
                    Check again
                  </Button>
                </div>
                {issues.length > 0 ? (
                  <ul className="mt-3 space-y-2" data-testid="wording-issues">
                    {issues.map((issue, index) => (
                      <li
                        key={`${issue.start}-${issue.phrase}`}
                        className="flex flex-wrap items-start justify-between gap-2 rounded-xl bg-amber-50/70 px-3 py-2 text-sm dark:bg-amber-500/10"
                      >
                        <div className="min-w-0 flex-1">
                          <p className="text-slate-900 dark:text-white">
                            “<span className="font-semibold">{issue.phrase}</span>”{" "}
                            <Badge tone="warning">{categoryLabel(issue.category)}</Badge>
                          </p>
                          <p className="text-slate-600 dark:text-slate-300">
                            {issue.reason} Suggestion:{" "}
                            <span className="font-medium">{issue.suggestion}</span>
                          </p>
                        </div>
                        {isReplacement(issue.suggestion) ? (
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => {
                              const next = applySuggestion(text, issues, index);
                              setText(next.text);
                              setIssues(next.issues);
                            }}
                          >
                            Use “{issue.suggestion}”
                          </Button>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                    No gender-coded or exclusionary wording found.
                  </p>
                )}
              </section>
              <div className="flex flex-wrap items-center justify-end gap-2">
                {savedId ? (
                  <Link
                    to={`${paths.resumeAnalyzer}?jd=${savedId}`}
                    className="inline-flex h-11 items-center gap-2 rounded-xl bg-emerald-600 px-5 text-sm font-semibold text-white hover:bg-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
                  >
                    <ScanSearch aria-hidden="true" className="size-4" /> Analyse resumes for this
                    job
                  </Link>
                ) : null}
                <Button
                  onClick={onSave}
                  isLoading={save.isPending}
                  loadingText="Saving..."
                  disabled={savedId !== null}
                  leftIcon={<Save aria-hidden="true" className="size-4" />}
                >
                  {savedId ? "Saved" : "Save as job description"}
                </Button>
              </div>
            </div>
          )}
        </Card>
      </div>
    </>
  );
}
