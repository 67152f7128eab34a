import { AlertTriangle } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { useAuditStatus } from "../api/bias-audit-api";
import { AuditRuns, RunAuditForm } from "./audit-runs";
import { CategoryImport } from "./category-import";
import { NoticePanel } from "./notice-panel";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "long" });

/** The warning when a new audit is due: none yet, older than 12 months, or another engine version. */
function AuditDueBanner() {
  const status = useAuditStatus().data;
  if (!status?.reasons.length) return null;
  const reasons = status.reasons.map((reason) =>
    reason === "none"
      ? "No bias audit has been run yet."
      : reason === "older-than-12-months"
        ? `The last audit (${dateFormat.format(new Date(status.lastAuditAt ?? ""))}) is older than 12 months.`
        : `The scoring engine changed since the last audit (${status.lastAuditEngineVersion} → ${status.engineVersion}).`,
  );
  return (
    <div
      role="status"
      data-testid="audit-due"
      className="mb-6 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">A new bias audit is due.</p>
        {reasons.map((reason) => (
          <p key={reason}>{reason}</p>
        ))}
        <p>
          New York City's Local Law 144 asks for an audit within one year before an automated tool
          is used, and its summary published.
        </p>
      </div>
    </div>
  );
}

const TABS = [
  { id: "audit", label: "Bias audit" },
  { id: "notice", label: "Candidate notice" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** /audit: the bias audit kit (import, run, report, export, publish) and the candidate notice kit. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const tab: TabId = params.get("tab") === "notice" ? "notice" : "audit";
  const [selectedRun, setSelectedRun] = useState<string | null>(null);
  const base = useId();
  const select = (id: TabId) => {
    setParams(id === "audit" ? {} : { tab: id }, { replace: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const index = TABS.findIndex((t) => t.id === tab);
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? TABS.length - 1
          : (index + (event.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length;
    const nextTab = TABS[next];
    if (!nextTab) return;
    select(nextTab.id);
    document.getElementById(`${base}-tab-${nextTab.id}`)?.focus();
  };

  return (
    <>
      <PageHeader
        title="Audit"
        description="Check the scores for adverse impact by the method of New York City's Local Law 144, publish the summary, and tell candidates how their applications are reviewed."
      />
      <AuditDueBanner />
      <div
        role="tablist"
        aria-label="Audit tools"
        className="mb-5 flex gap-1 border-b border-slate-200 dark:border-slate-800"
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            id={`${base}-tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => select(t.id)}
            onKeyDown={onKeyDown}
            className={`-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${tab === t.id ? "border-brand-600 text-brand-700 dark:text-brand-300" : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tab === "audit" ? (
        <div
          role="tabpanel"
          id={`${base}-panel-audit`}
          aria-labelledby={`${base}-tab-audit`}
          className="flex flex-col gap-6"
        >
          <Card className="p-5 sm:p-6">
            <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
              1. Import demographic categories
            </h2>
            <CategoryImport />
          </Card>
          <Card className="p-5 sm:p-6">
            <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
              2. Run an audit
            </h2>
            <RunAuditForm onCreated={(run) => setSelectedRun(run.id)} />
          </Card>
          <Card className="p-5 sm:p-6">
            <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">Audits</h2>
            <AuditRuns selectedId={selectedRun} onSelect={setSelectedRun} />
          </Card>
        </div>
      ) : (
        <div role="tabpanel" id={`${base}-panel-notice`} aria-labelledby={`${base}-tab-notice`}>
          <Card className="p-5 sm:p-6">
            <h2 className="mb-1 text-lg font-semibold text-slate-900 dark:text-white">
              Candidate notice
            </h2>
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
              Give it to candidates before the tool reviews their application (Local Law 144: at
              least 10 business days ahead). It is written from the job's requirements and your
              retention period, and links to the public page on how HireLens scores.
            </p>
            <NoticePanel />
          </Card>
        </div>
      )}
    </>
  );
}
