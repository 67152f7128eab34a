import {
  type CandidateDetail,
  candidateDisplayName,
  type ReviewStatus,
  type ScoreComponentView,
} from "@hirelens/contracts";
import clsx from "clsx";
import {
  Ban,
  CheckCircle2,
  Download,
  Eye,
  HelpCircle,
  Star,
  ThumbsDown,
  TriangleAlert,
} from "lucide-react";
import { useContext, useMemo, useState } from "react";
import { CandidateSlot } from "@/components/feature-slots";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Drawer } from "@/components/ui/drawer";
import { notify } from "@/components/ui/notifications/notifications-store";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { isApiClientError } from "@/lib/api-client";
import { downloadResume, getResumeFile } from "../api/download-resume";
import { useCandidate } from "../api/get-candidate";
import { useUpdateCandidate } from "../api/update-candidate";
import { CandidateStageSelect } from "./candidate-stage-select";
import { DecisionLogPanel } from "./decision-log-panel";
import { EraseCandidateSection } from "./erase-candidate-section";
import { EvidenceText, type Highlight } from "./evidence-text";
import { ScoredWith } from "./requirements-editor";
import { SuggestionSummary } from "./suggestion-summary";

/** "TypeScript: found" under the heading "TypeScript" reads as "found". */
function noteWithoutRequirement(requirement: string, note: string): string {
  const prefix = `${requirement}: `;
  return note.toLowerCase().startsWith(prefix.toLowerCase()) ? note.slice(prefix.length) : note;
}

/** The engine marks a résumé whose text was recognised from scanned pages (meta.readBy). */
function isReadByOcr(detail: CandidateDetail): boolean {
  const meta = detail.parsedResume?.meta as { readBy?: string } | undefined;
  return meta?.readBy === "ocr";
}

function evidenceKey(componentId: string, index: number) {
  return `${componentId}-${index}`;
}

function ComponentBreakdown({
  component,
  isOpen,
  onToggle,
  focusedKey,
  onFocusEvidence,
}: {
  component: ScoreComponentView;
  isOpen: boolean;
  onToggle: () => void;
  focusedKey: string | null;
  onFocusEvidence: (key: string) => void;
}) {
  const share = component.maxPoints > 0 ? (component.points / component.maxPoints) * 100 : 0;
  const panelId = `component-${component.id}`;
  return (
    <li
      className="rounded-xl border border-slate-200 dark:border-slate-800"
      data-testid="score-component"
    >
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex w-full items-center gap-3 px-3 py-2.5 text-left focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="flex-1 text-sm font-medium text-slate-800 dark:text-slate-100">
          {component.label}
        </span>
        <span className="text-sm font-semibold tabular-nums text-slate-900 dark:text-white">
          {component.points.toFixed(1)}
          <span className="font-normal text-slate-500"> / {component.maxPoints.toFixed(0)}</span>
        </span>
        <span
          aria-hidden="true"
          className="hidden h-1.5 w-20 overflow-hidden rounded-full bg-slate-200 sm:block dark:bg-slate-800"
        >
          <span className="block h-full rounded-full bg-brand-500" style={{ width: `${share}%` }} />
        </span>
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="border-t border-slate-100 px-3 py-2 dark:border-slate-800"
      >
        {component.evidence.length === 0 ? (
          <p className="text-sm text-slate-500">
            No requirement of this kind in the job description.
          </p>
        ) : (
          <ul className="space-y-1.5">
            {component.evidence.map((evidence, index) => {
              const key = evidenceKey(component.id, index);
              const Icon =
                evidence.credit >= 0.99 ? CheckCircle2 : evidence.credit > 0 ? HelpCircle : Ban;
              const tone =
                evidence.credit >= 0.99
                  ? "text-emerald-600"
                  : evidence.credit > 0
                    ? "text-amber-600"
                    : "text-rose-500";
              return (
                <li key={key}>
                  <button
                    type="button"
                    disabled={!evidence.resumeSpan}
                    onClick={() => onFocusEvidence(key)}
                    aria-pressed={focusedKey === key}
                    className={clsx(
                      "flex w-full items-start gap-2 rounded-lg px-2 py-1.5 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-600",
                      evidence.resumeSpan && "hover:bg-slate-50 dark:hover:bg-slate-800",
                      focusedKey === key && "bg-amber-50 dark:bg-amber-500/10",
                    )}
                  >
                    <Icon aria-hidden="true" className={clsx("mt-0.5 size-4 shrink-0", tone)} />
                    <span className="min-w-0">
                      <span className="font-medium text-slate-800 dark:text-slate-100">
                        {evidence.requirement}
                      </span>
                      <span className="text-slate-600 dark:text-slate-400">
                        {" "}
                        — {noteWithoutRequirement(evidence.requirement, evidence.note)}
                      </span>
                      {evidence.resumeSpan ? (
                        <span className="mt-0.5 block truncate text-xs text-slate-500 italic">
                          “{evidence.resumeSpan.text}”
                        </span>
                      ) : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </li>
  );
}

function OriginalDocument({ detail }: { detail: CandidateDetail }) {
  const [isOpening, setIsOpening] = useState(false);
  if (!detail.downloadUrl) {
    return <p className="text-sm text-slate-500">The original file has been deleted.</p>;
  }
  const downloadUrl = detail.downloadUrl;
  const isPdf = detail.documentKind === "pdf";
  const fail = (error: unknown) =>
    notify.error(isApiClientError(error) ? error.message : "The file could not be opened");
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        leftIcon={<Download aria-hidden="true" className="size-4" />}
        onClick={() => downloadResume(downloadUrl, detail.fileName).catch(fail)}
      >
        Download original
      </Button>
      {isPdf ? (
        <Button
          variant="ghost"
          size="sm"
          isLoading={isOpening}
          loadingText="Opening..."
          leftIcon={<Eye aria-hidden="true" className="size-4" />}
          onClick={async () => {
            // The browser's own PDF viewer in a new tab: the strict CSP forbids frames.
            const tab = window.open("", "_blank");
            setIsOpening(true);
            try {
              const blob = await getResumeFile(downloadUrl);
              const url = URL.createObjectURL(new Blob([blob], { type: "application/pdf" }));
              if (tab) tab.location.href = url;
              else window.location.assign(url);
              setTimeout(() => URL.revokeObjectURL(url), 60_000);
            } catch (error) {
              tab?.close();
              fail(error);
            } finally {
              setIsOpening(false);
            }
          }}
        >
          Open PDF<span className="sr-only"> in a new tab</span>
        </Button>
      ) : null}
    </div>
  );
}

function ListSection({
  title,
  items,
  icon: Icon,
  tone,
}: {
  title: string;
  items: string[];
  icon: typeof Star;
  tone: string;
}) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">None found.</p>
      ) : (
        <ul className="space-y-1.5">
          {items.map((item) => (
            <li key={item} className="flex gap-2 text-sm text-slate-700 dark:text-slate-300">
              <Icon aria-hidden="true" className={clsx("mt-0.5 size-4 shrink-0", tone)} />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Band = NonNullable<CandidateDetail["band"]>;

function CandidateBody({
  detail,
  batchId,
  bands,
}: {
  detail: CandidateDetail;
  batchId: string;
  bands: readonly Band[];
}) {
  const [openComponent, setOpenComponent] = useState<string | null>(
    detail.components[0]?.id ?? null,
  );
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const [notes, setNotes] = useState(detail.notes);
  const update = useUpdateCandidate(batchId);
  const Collaboration = useContext(CandidateSlot);

  const highlights = useMemo(() => {
    const list: Highlight[] = [];
    for (const component of detail.components) {
      if (openComponent && component.id !== openComponent) continue;
      component.evidence.forEach((evidence, index) => {
        if (evidence.resumeSpan) {
          list.push({
            span: evidence.resumeSpan,
            label: `${component.label}: ${evidence.requirement}`,
            key: evidenceKey(component.id, index),
          });
        }
      });
    }
    return list;
  }, [detail.components, openComponent]);

  const setReview = (reviewStatus: ReviewStatus) => update.mutate({ id: detail.id, reviewStatus });
  const profile = detail.profile;

  return (
    <div className="space-y-6 px-4 py-5 md:px-6">
      {/* The engine's output as a suggestion: its evidence first, then the band and the number. */}
      <SuggestionSummary detail={detail} bands={bands} batchId={batchId} />
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-48 flex-1">
          <ScoredWith
            requirementsVersion={detail.requirementsVersion}
            engineVersion={detail.engineVersion}
          />
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Review decision</legend>
          <Button
            size="sm"
            variant={detail.reviewStatus === "shortlisted" ? "primary" : "outline"}
            aria-pressed={detail.reviewStatus === "shortlisted"}
            leftIcon={<Star aria-hidden="true" className="size-4" />}
            onClick={() =>
              setReview(detail.reviewStatus === "shortlisted" ? "none" : "shortlisted")
            }
          >
            Shortlist
          </Button>
          <Button
            size="sm"
            variant={detail.reviewStatus === "rejected" ? "secondary" : "outline"}
            aria-pressed={detail.reviewStatus === "rejected"}
            leftIcon={<ThumbsDown aria-hidden="true" className="size-4" />}
            onClick={() => setReview(detail.reviewStatus === "rejected" ? "none" : "rejected")}
          >
            Reject
          </Button>
        </fieldset>
      </div>
      {detail.status === "scored" ? (
        <CandidateStageSelect
          resultId={detail.id}
          batchId={batchId}
          reviewStatus={detail.reviewStatus}
        />
      ) : null}

      {detail.insights?.summary ? (
        <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-950 dark:bg-brand-500/10 dark:text-brand-100">
          {detail.insights.summary}
        </p>
      ) : null}

      {profile ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          {[
            ["Last title", profile.lastTitle],
            ["Experience", profile.years !== null ? `${profile.years.toFixed(1)} years` : null],
            ["Seniority", profile.seniority],
            ["Location", profile.location],
            ...(detail.isAnonymised
              ? []
              : [["E-mail", profile.email] as const, ["Phone", profile.phone] as const]),
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="font-medium break-words text-slate-800 dark:text-slate-100">
                {value ?? "—"}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="breakdown-title">
          <h3
            id="breakdown-title"
            className="mb-2 text-sm font-semibold text-slate-900 dark:text-white"
          >
            Score breakdown
          </h3>
          <ul className="space-y-2">
            {detail.components.map((component) => (
              <ComponentBreakdown
                key={component.id}
                component={component}
                isOpen={openComponent === component.id}
                onToggle={() => {
                  setOpenComponent((current) => (current === component.id ? null : component.id));
                  setFocusedKey(null);
                }}
                focusedKey={focusedKey}
                onFocusEvidence={setFocusedKey}
              />
            ))}
          </ul>
        </section>
        <section aria-labelledby="resume-title">
          <h3
            id="resume-title"
            className="mb-2 text-sm font-semibold text-slate-900 dark:text-white"
          >
            Evidence in the resume{" "}
            <span className="font-normal text-slate-500">({highlights.length} highlighted)</span>
            {isReadByOcr(detail) ? (
              <Badge tone="warning" className="ml-2">
                Read by OCR
              </Badge>
            ) : null}
          </h3>
          {isReadByOcr(detail) ? (
            <p className="mb-2 text-xs text-slate-500">
              This PDF is a scanned image: its text was recognised from the picture. Check names,
              dates and numbers against the file.
            </p>
          ) : null}
          {detail.documentText ? (
            <EvidenceText
              text={detail.documentText}
              highlights={highlights}
              focusedKey={focusedKey}
            />
          ) : (
            <p className="text-sm text-slate-500">No text could be read from this file.</p>
          )}
        </section>
      </div>

      {detail.insights ? (
        <>
          <section>
            <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Skills</h3>
            <div className="flex flex-wrap gap-1.5">
              {detail.insights.matchedSkills.map((skill) => (
                <Badge key={`m-${skill.name}`} tone="success">
                  {skill.name}
                  {skill.via
                    ? ` (via ${skill.via})`
                    : skill.inPart
                      ? " (in part)"
                      : skill.writtenIn
                        ? " (resume written in it)"
                        : ""}
                </Badge>
              ))}
              {detail.insights.missingSkills.map((skill) => (
                <Badge key={`x-${skill.name}`} tone="danger">
                  Missing: {skill.name}
                </Badge>
              ))}
            </div>
          </section>
          <div className="grid gap-6 md:grid-cols-2">
            <ListSection
              title="Strengths"
              items={detail.insights.strengths}
              icon={CheckCircle2}
              tone="text-emerald-500"
            />
            <ListSection
              title="Gaps"
              items={detail.insights.gaps}
              icon={TriangleAlert}
              tone="text-amber-500"
            />
          </div>
          <section>
            <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
              Interview questions
            </h3>
            {detail.insights.interviewQuestions.length === 0 ? (
              <p className="text-sm text-slate-500">No gaps to probe.</p>
            ) : (
              <ol className="list-decimal space-y-1.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
                {detail.insights.interviewQuestions.map((question) => (
                  <li key={question}>{question}</li>
                ))}
              </ol>
            )}
          </section>
        </>
      ) : null}

      <section className="space-y-2">
        <Textarea
          label="Notes"
          rows={3}
          value={notes}
          maxLength={5000}
          onChange={(event) => setNotes(event.target.value)}
          placeholder="Private notes about this candidate"
        />
        <div className="flex justify-end">
          <Button
            size="sm"
            variant="outline"
            disabled={notes === detail.notes}
            isLoading={update.isPending && update.variables?.notes !== undefined}
            loadingText="Saving..."
            onClick={() => update.mutate({ id: detail.id, notes })}
          >
            Save notes
          </Button>
        </div>
      </section>

      <section>
        <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
          Original document
        </h3>
        <OriginalDocument detail={detail} />
      </section>

      {Collaboration ? (
        <Collaboration
          candidateId={detail.id}
          jobDescriptionId={detail.jobDescriptionId}
          isAnonymised={detail.isAnonymised}
          isScored={detail.status === "scored"}
        />
      ) : null}

      <DecisionLogPanel scope={{ kind: "candidate", id: detail.id }} />
    </div>
  );
}

/** The candidate view: breakdown with evidence highlighted in the resume, insights, decision. */
export function CandidateDrawer({
  candidateId,
  batchId,
  isAnonymised,
  onClose,
  bands = [],
}: {
  candidateId: string | null;
  batchId: string;
  /** The batch's band legend: the choices of a band override. */
  bands?: readonly Band[];
  isAnonymised: boolean;
  onClose: () => void;
}) {
  const candidate = useCandidate(candidateId, isAnonymised);
  const detail = candidate.data;
  const title = detail ? candidateDisplayName(detail, isAnonymised) : "Candidate";
  return (
    <Drawer
      isOpen={candidateId !== null}
      onClose={onClose}
      title={title}
      subtitle={
        detail
          ? `Rank #${detail.rank ?? "—"} · ${detail.jobTitle}${isAnonymised ? " · anonymised review" : ""}`
          : undefined
      }
    >
      {candidate.isLoading ? (
        <p className="flex items-center gap-2 px-6 py-8 text-sm text-slate-500">
          <Spinner /> Loading the candidate...
        </p>
      ) : detail ? (
        <CandidateBody
          key={`${detail.id}-${isAnonymised}`}
          detail={detail}
          batchId={batchId}
          bands={bands}
        />
      ) : (
        <p className="px-6 py-8 text-sm text-slate-500">This candidate could not be loaded.</p>
      )}
      {detail && !candidate.isLoading ? (
        <EraseCandidateSection
          key={detail.id}
          candidateId={detail.id}
          batchId={batchId}
          label={title}
          fileName={detail.fileName}
          onErased={onClose}
        />
      ) : null}
    </Drawer>
  );
}
