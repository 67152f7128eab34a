import {
  type CandidateScorecards,
  COLLABORATION_MESSAGES,
  SCORECARD_NOTE_MAX_LENGTH,
  SCORECARD_RATING_LABELS,
  SCORECARD_RATINGS,
  type ScorecardFormValues,
  scorecardFormSchema,
} from "@hirelens/contracts";
import clsx from "clsx";
import { ClipboardCheck } from "lucide-react";
import { useController } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useCanActAs } from "@/lib/workspaces-api";
import { useSaveScorecard, useScorecards } from "../api/collaboration-api";

const ratingLabel = (value: number) => SCORECARD_RATING_LABELS[value] ?? String(value);

/** Four radio buttons (Strong no … Strong yes), plus "Not rated" for a criterion. */
function RatingField({
  name,
  legend,
  allowEmpty,
  error,
}: {
  name: `ratings.${number}.rating` | "recommendation";
  legend: string;
  allowEmpty: boolean;
  error?: string;
}) {
  const { field } = useController<ScorecardFormValues>({ name });
  const options: Array<[string, string]> = [
    ...(allowEmpty ? ([["", "Not rated"]] as Array<[string, string]>) : []),
    ...SCORECARD_RATINGS.map((value): [string, string] => [String(value), ratingLabel(value)]),
  ];
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-100">
        {legend}
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map(([value, label]) => (
          <label
            key={value || "none"}
            className={clsx(
              "inline-flex cursor-pointer items-center rounded-lg border px-2.5 py-1 text-xs font-medium focus-within:outline-2 focus-within:outline-brand-600",
              field.value === value
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800",
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={field.name}
              value={value}
              checked={field.value === value}
              onChange={() => field.onChange(value)}
              onBlur={field.onBlur}
            />
            {label}
          </label>
        ))}
      </div>
      {error ? <p className="mt-1 text-xs text-rose-600">{error}</p> : null}
    </fieldset>
  );
}

function ScorecardForm({ data, candidateId }: { data: CandidateScorecards; candidateId: string }) {
  const mine = data.scorecards.find((card) => card.isMine);
  const save = useSaveScorecard(candidateId);
  const form = useSchemaForm(scorecardFormSchema, {
    defaultValues: {
      ratings: data.criteria.map((criterion) => {
        const rated = mine?.ratings.find((entry) => entry.criterion === criterion);
        return {
          criterion,
          rating: rated ? (String(rated.rating) as "1" | "2" | "3" | "4") : "",
        };
      }),
      recommendation: mine ? (String(mine.recommendation) as "1" | "2" | "3" | "4") : undefined,
      note: mine?.note ?? "",
    },
  });
  const note = form.watch("note") ?? "";
  return (
    <Form
      form={form}
      onSubmit={(values) => save.mutate(values)}
      className="space-y-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
      aria-label="Your scorecard"
    >
      <h4 className="text-sm font-semibold text-slate-900 dark:text-white">
        {mine ? "Your scorecard" : "Fill in your scorecard"}
      </h4>
      {data.criteria.length === 0 ? (
        <p className="text-xs text-slate-500">{COLLABORATION_MESSAGES.noCriteria}</p>
      ) : (
        data.criteria.map((criterion, index) => (
          <RatingField
            key={criterion}
            name={`ratings.${index}.rating`}
            legend={criterion}
            allowEmpty
          />
        ))
      )}
      <RatingField
        name="recommendation"
        legend="Overall recommendation"
        allowEmpty={false}
        error={form.formState.errors.recommendation?.message}
      />
      <Textarea
        label="Note"
        rows={2}
        maxLength={SCORECARD_NOTE_MAX_LENGTH}
        showCounter
        value={note}
        {...form.register("note")}
        error={form.formState.errors.note?.message}
      />
      <div className="flex justify-end">
        <Button size="sm" type="submit" isLoading={save.isPending} loadingText="Saving...">
          Save scorecard
        </Button>
      </div>
    </Form>
  );
}

/** Everyone's scorecards: the averages per criterion, the recommendations, each card. */
export function ScorecardSummary({ data }: { data: CandidateScorecards }) {
  const { summary } = data;
  if (summary.count === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-600 dark:bg-slate-800/50 dark:text-slate-400">
        <ClipboardCheck aria-hidden="true" className="size-4 shrink-0" />
        {COLLABORATION_MESSAGES.noScorecards}
      </p>
    );
  }
  return (
    <div className="space-y-3" data-testid="scorecard-summary">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {summary.count} {summary.count === 1 ? "scorecard" : "scorecards"} · average recommendation{" "}
        <strong>
          {summary.averageRecommendation?.toFixed(1)} of 4 (
          {ratingLabel(Math.round(summary.averageRecommendation ?? 0))})
        </strong>
        {" · "}
        {SCORECARD_RATINGS.map(
          (value) => `${ratingLabel(value)}: ${summary.recommendations[String(value)] ?? 0}`,
        ).join(", ")}
      </p>
      {summary.criteria.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Average rating per criterion (1 strong no to 4 strong yes)
          </caption>
          <thead className="text-xs text-slate-500">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Criterion
              </th>
              <th scope="col" className="py-1 font-medium">
                Average (of 4)
              </th>
              <th scope="col" className="py-1 font-medium">
                Ratings
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.criteria.map((row) => (
              <tr key={row.criterion} className="border-t border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-1 font-medium text-slate-800 dark:text-slate-100">
                  {row.criterion}
                </th>
                <td className="py-1 tabular-nums">{row.average?.toFixed(1) ?? "—"}</td>
                <td className="py-1 tabular-nums">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <ul className="space-y-2">
        {data.scorecards.map((card) => (
          <li
            key={card.id}
            className="rounded-lg bg-slate-50 p-2.5 text-sm dark:bg-slate-800/50"
            data-testid="scorecard"
          >
            <p className="font-medium text-slate-800 dark:text-slate-100">
              {card.reviewerName}
              {card.isMine ? " (you)" : ""}: {ratingLabel(card.recommendation)}
            </p>
            {card.ratings.length > 0 ? (
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {card.ratings
                  .map((entry) => `${entry.criterion}: ${ratingLabel(entry.rating)}`)
                  .join(" · ")}
              </p>
            ) : null}
            {card.note ? (
              <p className="mt-1 break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300">
                {card.note}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The scorecards of a candidate result: the summary and the signed-in reviewer's own card. */
export function ScorecardsPanel({ candidateId }: { candidateId: string }) {
  const scorecards = useScorecards(candidateId);
  const canScore = useCanActAs("recruiter");
  return (
    <section aria-labelledby="scorecards-title" className="space-y-3" data-testid="scorecards">
      <h3 id="scorecards-title" className="text-sm font-semibold text-slate-900 dark:text-white">
        Scorecards
      </h3>
      <p className="text-xs text-slate-500">{COLLABORATION_MESSAGES.scoreUnchanged}</p>
      {scorecards.isLoading ? (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner /> Loading scorecards...
        </p>
      ) : scorecards.data ? (
        <>
          <ScorecardSummary data={scorecards.data} />
          {canScore ? (
            <ScorecardForm
              key={scorecards.data.criteria.join("|")}
              data={scorecards.data}
              candidateId={candidateId}
            />
          ) : (
            <p className="text-xs text-slate-500">{COLLABORATION_MESSAGES.viewerCannotScore}</p>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-500">The scorecards could not be loaded.</p>
      )}
    </section>
  );
}
