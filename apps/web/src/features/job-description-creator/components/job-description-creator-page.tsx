import {
  type GeneratedJobDescription,
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
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ChipsInput } from "@/components/ui/chips-input";
import { EmptyState } from "@/components/ui/empty-state";
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

type FormState = {
  title: string;
  seniority: SeniorityLevel;
  department: string;
  location: string;
  workArrangement: "remote" | "hybrid" | "onsite";
  employmentType: "full-time" | "part-time" | "contract" | "temporary" | "internship";
  mustHaveSkills: string[];
  niceToHaveSkills: string[];
  notes: string;
  companyName: string;
  companyBlurb: string;
};

const INITIAL: FormState = {
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

/** /tools/job-description-creator: a complete JD from a few facts, wording checked, saved as a job. */
export function JobDescriptionCreatorPage() {
  const [form, setForm] = useState<FormState>(INITIAL);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [result, setResult] = useState<GeneratedJobDescription | null>(null);
  const [text, setText] = useState("");
  const [issues, setIssues] = useState<WordingIssue[]>([]);
  const [isEditing, setIsEditing] = useState(false);
  const [savedId, setSavedId] = useState<string | null>(null);
  const generate = useGenerateJobDescription();
  const check = useCheckWording();
  const save = useSaveJobDescription();

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  function onGenerate(event: FormEvent) {
    event.preventDefault();
    const input: GenerateJobDescriptionInput = {
      ...form,
      department: form.department || undefined,
      location: form.location || undefined,
      notes: form.notes || undefined,
      companyName: form.companyName || undefined,
      companyBlurb: form.companyBlurb || undefined,
    };
    const parsed = generateJobDescriptionSchema.safeParse(input);
    if (!parsed.success) {
      setTitleError(
        parsed.error.issues.find((i) => i.path[0] === "title")?.message ??
          parsed.error.issues[0]?.message,
      );
      return;
    }
    setTitleError(undefined);
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
    save.mutate(
      {
        title: result.title,
        text,
        company: form.companyName || null,
        location: form.location || null,
        employmentType: form.employmentType,
        workArrangement: form.workArrangement,
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
          <form onSubmit={onGenerate} noValidate className="space-y-4 px-4 py-4 sm:px-5">
            <Input
              label="Job title"
              isRequired
              value={form.title}
              error={titleError}
              maxLength={200}
              onChange={(event) => set("title", event.target.value)}
              placeholder="e.g. Senior Frontend Engineer"
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Select
                label="Seniority"
                value={form.seniority}
                onChange={(event) => set("seniority", event.target.value as SeniorityLevel)}
              >
                {SENIORITY.map((level) => (
                  <option key={level} value={level}>
                    {level.charAt(0).toUpperCase() + level.slice(1)}
                  </option>
                ))}
              </Select>
              <Input
                label="Department"
                value={form.department}
                maxLength={120}
                onChange={(event) => set("department", event.target.value)}
                placeholder="e.g. Engineering"
              />
              <Input
                label="Location"
                value={form.location}
                maxLength={200}
                onChange={(event) => set("location", event.target.value)}
                placeholder="e.g. Berlin, Germany"
              />
              <Select
                label="Remote"
                value={form.workArrangement}
                onChange={(event) =>
                  set("workArrangement", event.target.value as FormState["workArrangement"])
                }
              >
                <option value="remote">Remote</option>
                <option value="hybrid">Hybrid</option>
                <option value="onsite">On-site</option>
              </Select>
              <Select
                label="Employment type"
                value={form.employmentType}
                onChange={(event) =>
                  set("employmentType", event.target.value as FormState["employmentType"])
                }
                containerClassName="sm:col-span-2"
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
              values={form.mustHaveSkills}
              onChange={(v) => set("mustHaveSkills", v)}
              loadSuggestions={loadSkillSuggestions}
            />
            <ChipsInput
              label="Nice-to-have skills"
              tone="neutral"
              values={form.niceToHaveSkills}
              onChange={(v) => set("niceToHaveSkills", v)}
              loadSuggestions={loadSkillSuggestions}
            />
            <Textarea
              label="Notes"
              rows={3}
              value={form.notes}
              maxLength={2000}
              onChange={(event) => set("notes", event.target.value)}
              placeholder="Team, product, what the first months look like…"
            />
            <Input
              label="Company name"
              value={form.companyName}
              maxLength={200}
              onChange={(event) => set("companyName", event.target.value)}
            />
            <Textarea
              label="About the company"
              rows={3}
              value={form.companyBlurb}
              maxLength={2000}
              onChange={(event) => set("companyBlurb", event.target.value)}
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
          </form>
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
