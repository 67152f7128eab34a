import { Spinner } from "@/components/ui/spinner";
import { useHowScoring } from "../api/bias-audit-api";
import { PublicHero } from "./public-hero";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">{title}</h2>
      <div className="flex flex-col gap-2 text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}

/** /how-scoring-works: the public explanation the candidate notice links to (from docs/model-card.md). */
export function HowScoringWorks() {
  const facts = useHowScoring().data;
  return (
    <>
      <PublicHero eyebrow="For candidates and employers" title="How HireLens scores">
        <p>
          HireLens helps a recruiter read applications to one job. It suggests a score from 0 to 100
          with the evidence for every point. A person reviews every application and makes every
          decision.
        </p>
      </PublicHero>
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12 sm:px-6">
        <Section title="What the score is made of">
          <p>
            The score compares the text of a resume with the requirements of one job posting. It is
            the sum of six parts; the employer can change how much each counts for a job. The
            default weights:
          </p>
          {facts ? (
            <ul className="list-disc pl-5">
              {facts.components.map((component) => (
                <li key={component.label}>
                  {component.label}: {component.weight} points of 100
                </li>
              ))}
            </ul>
          ) : (
            <p className="flex items-center gap-2 text-slate-500">
              <Spinner /> Loading...
            </p>
          )}
          <p>
            Each resume is scored on its own: no other applicant, no batch statistic and no earlier
            decision changes it. It is a deterministic scorer, not a trained neural model, and the
            same resume and posting always give the same score.
          </p>
        </Section>
        <Section title="Bands">
          <p>The score is shown with a band, a few words that mean the same in every job:</p>
          {facts ? (
            <ul className="list-disc pl-5">
              {facts.bands.map((band, index) => {
                const upper = index === 0 ? 100 : (facts.bands[index - 1]?.minScore ?? 101) - 1;
                return (
                  <li key={band.label}>
                    <strong>{band.label}</strong> ({band.minScore}–{upper}): {band.meaning}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </Section>
        <Section title="Evidence">
          <p>
            Every point of the score points to the line of the resume it came from, and every
            requirement it could not find is listed as missing. A recruiter sees the evidence before
            the number, and can override a band with a reason.
          </p>
        </Section>
        <Section title="What never counts">
          <p>
            Before scoring, HireLens hides the name, contact details, address, photo, pronouns,
            gender, age and graduation dates, and the names of schools, so they are not meant to
            count. This is tested on more than a thousand public resumes by swapping the name
            (across genders and ethnicities), pronouns, address and graduation years and comparing
            the scores; the deployer documentation lists the few small differences still found and
            their causes.
          </p>
          <p>
            Demographic categories an employer may collect for equal-opportunity reporting or a bias
            audit are kept apart and never reach the scoring.
          </p>
        </Section>
        <Section title="Bias audits">
          <p>
            Employers can audit the scores by the method of New York City's Local Law 144: per job,
            the share of each sex, race/ethnicity and their intersections scoring above the median,
            and the ratio of each share to the highest one. A ratio under 0.80 is flagged for a
            closer look.
          </p>
        </Section>
        <Section title="Limits">
          <ul className="list-disc pl-5">
            <li>
              English only: a resume in another language scores low on skills and relevance whatever
              the person can do.
            </li>
            <li>
              Scanned documents are read by text recognition, which can misread words, and unusual
              layouts can be read out of order.
            </li>
            <li>
              A resume that describes the work in other words than the posting gets less credit;
              work outside formal roles counts only where the resume states it as a role.
            </li>
            <li>A low score is not proof of a poor candidate.</li>
          </ul>
          <p>
            If any of this applies to you, or you need an accommodation, ask the employer for an
            alternative process: the notice you received says how. Asking does not count against
            you.
          </p>
        </Section>
        {facts ? (
          <p className="text-sm text-slate-500">Engine version {facts.engineVersion}.</p>
        ) : null}
      </div>
    </>
  );
}
