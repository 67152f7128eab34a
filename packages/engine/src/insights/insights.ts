/**
 * Recruiter-facing insights for one match: matched and missing skills with evidence, strengths,
 * gaps, interview questions aimed at the gaps and a one-paragraph summary. Every sentence is
 * built from this resume's evidence and this job's requirements.
 */

import { orStates } from "../score/licence-state.ts";
import { certificationSkillId, LISTED_ONLY_CREDIT, yearsText } from "../score/score-resume.ts";
import { notHeldSaid } from "../skills/extract.ts";
import { credentialOf } from "../skills/taxonomy.ts";
import type { Insights, MatchResult, ParsedJob, ParsedResume, SkillMatch } from "../types.ts";

/** A line quoted in a sentence: one line, without its list bullet, at most `max` characters. */
const quote = (s: string, max = 70) => {
  const t = s
    .replace(/\s+/g, " ")
    .replace(/^\s*[•·▪◦●*–—-]+\s*/u, "")
    .trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};
const list = (xs: string[], max = 4) => {
  const shown = xs.slice(0, max);
  const more = xs.length - shown.length;
  const body =
    shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}` : (shown[0] ?? "");
  return more > 0 ? `${body} (+${more} more)` : body;
};

/**
 * Builds insights from a score. `buildInsights({ match, job, resume }).gaps` ->
 * ["Missing required skill: Kubernetes", ...].
 */
export function buildInsights(input: {
  match: MatchResult;
  job: ParsedJob;
  resume: ParsedResume;
}): Insights {
  const { match, job, resume } = input;
  const comp = (id: string) => match.components.find((c) => c.id === id);
  const found = match.skills.filter((s) => s.match !== "missing");
  const missing = match.skills.filter((s) => s.match === "missing");
  const requiredAll = match.skills.filter((s) => s.skill.level === "required");
  const requiredExact = requiredAll.filter((s) => s.match === "exact");
  const requiredMissing = missing.filter((s) => s.skill.level === "required");
  const partial = found.filter((s) => s.match === "related" && s.skill.level === "required");
  const title = job.title?.value ?? "this role";
  const minYears = job.minYears?.value;
  const { years, relevantYears, closeRoleYears } = match.experience;
  const inPart = closeRoleYears
    ? ` (of ${yearsText(closeRoleYears)} in them, counted in part)`
    : "";

  const strengths: string[] = [];
  const gaps: string[] = [];

  if (requiredAll.length) {
    if (requiredExact.length) {
      strengths.push(
        `Shows ${requiredExact.length} of ${requiredAll.length} required skills: ${list(requiredExact.map((s) => s.skill.name))}`,
      );
    }
    for (const s of requiredMissing)
      gaps.push(
        `Missing required skill: ${s.skill.name}${s.sought ? ` (${notHeldSaid(s.sought.text)}: "${quote(s.sought.text, 50)}")` : ""}`,
      );
    for (const s of partial) {
      gaps.push(
        s.heldFor
          ? `${s.skill.name} held for ${orStates(s.heldFor.held)}, not for ${orStates(s.heldFor.asked)} as the job asks`
          : s.via
            ? `${s.skill.name} only through the related ${s.via}`
            : s.keyTerms
              ? s.keyTerms.found === s.keyTerms.of
                ? `${s.skill.name} only in part (its key words, but apart, e.g. "${quote(s.evidence?.text ?? "", 50)}")`
                : `${s.skill.name} only in part (${s.keyTerms.found} of its ${s.keyTerms.of} key words, e.g. "${quote(s.evidence?.text ?? "", 50)}")`
              : `${s.skill.name} only described indirectly ("${quote(s.evidence?.text ?? "", 50)}")`,
      );
    }
  }
  // Writing the résumé in English is no strength to point out ("Bilingual English/Spanish").
  const prefFound = found.filter(
    (s) => s.skill.level === "preferred" && s.match === "exact" && !s.writtenIn,
  );
  if (prefFound.length)
    strengths.push(`Also brings nice-to-haves: ${list(prefFound.map((s) => s.skill.name))}`);
  const prefMissing = missing.filter((s) => s.skill.level === "preferred");
  if (prefMissing.length && prefMissing.length <= 3)
    gaps.push(`No sign of the nice-to-have ${list(prefMissing.map((s) => s.skill.name))}`);

  // The posting's minimum years when it ties them to a role ("2+ years of line cook experience").
  const asked = match.experience.inRoles?.find((r) => r.span.start === job.minYears?.span.start);
  // The experience section could not be read into roles: say so instead of "0 years".
  const experienceRead = (comp("experience")?.maxPoints ?? 0) > 0;
  if (!experienceRead) {
    gaps.push("The roles in this resume could not be read; check the experience by hand");
  } else if (asked) {
    // "2+ years of line cook experience": the figure counts time as a line cook, not in total.
    if (asked.years >= asked.asked)
      strengths.push(`${yearsText(asked.years)} as ${asked.title} against ${asked.asked} asked`);
    else gaps.push(`${yearsText(asked.years)} as ${asked.title}; the job asks for ${asked.asked}`);
  } else if (minYears !== undefined) {
    if (years >= minYears)
      strengths.push(`${yearsText(years)} of experience against ${minYears} asked`);
    else gaps.push(`${yearsText(years)} of experience; the job asks for ${minYears}`);
  } else if (years > 0) strengths.push(`${yearsText(years)} of experience`);
  // Time in close roles short of the figure asked is a gap, not a strength.
  if (experienceRead && job.title && relevantYears > 0) {
    if (!asked && minYears !== undefined && relevantYears < minYears)
      gaps.push(
        `${yearsText(relevantYears)} in roles close to ${title}${inPart}; the job asks for ${minYears}`,
      );
    else strengths.push(`${yearsText(relevantYears)} in roles close to ${title}${inPart}`);
  }
  const titleEv = comp("titleFit")?.evidence[0];
  if (titleEv && titleEv.credit >= 0.7 && titleEv.resumeSpan)
    strengths.push(`Past title "${quote(titleEv.resumeSpan.text, 60)}" matches the role`);
  else if (experienceRead && job.title && titleEv && titleEv.credit < 0.4)
    gaps.push(`No past title close to ${title}`);

  for (const e of comp("education")?.evidence ?? []) {
    if (e.credit >= LISTED_ONLY_CREDIT)
      strengths.push(
        e.note.replace(/: found(?: as (".*"))?$/, (_, as?: string) =>
          as ? ` — held (${as})` : " — held",
        ),
      );
    // A certification met through a related skill is already a gap of the skills ("CPR only
    // through the related Basic Life Support").
    else if (
      e.credit > 0 &&
      partial.some((s) => s.skill.id === certificationSkillId(e.requirement))
    )
      continue;
    else gaps.push(e.note.replace(/: not found$/, " — not shown"));
  }

  // Questions go to the gaps first, then probe the strongest evidence for depth.
  const questions: string[] = [];
  for (const s of requiredMissing.slice(0, 3)) questions.push(missingQuestion(s, job.title?.value));
  for (const s of partial.slice(0, 2)) {
    questions.push(
      s.heldFor
        ? `The role needs ${s.skill.name} for ${orStates(s.heldFor.asked)}; your resume shows it for ${orStates(s.heldFor.held)}. Do you hold or have you applied for it there, and when do you expect it?`
        : s.via
          ? `You have worked with ${s.via}. How would that experience carry over to ${s.skill.name}, and what would you need to learn first?`
          : `The role needs ${s.skill.name}. Can you walk us through the work behind "${quote(s.evidence?.text ?? "", 60)}"?`,
    );
  }
  if (!experienceRead) {
    questions.push(
      `Walk us through your roles so far: titles, dates and what you owned in each. Which one is closest to ${job.title ? `this ${job.title.value} role` : "this role"}?`,
    );
  } else if (minYears !== undefined && years < minYears) {
    questions.push(
      `The role asks for ${minYears} years of experience and your resume shows about ${years}. Which of your projects best shows you can work at the level of ${job.title ? `a ${job.title.value}` : "this role"}?`,
    );
  }
  const eduGap = (comp("education")?.evidence ?? []).find((e) => e.credit < 1);
  if (eduGap)
    questions.push(
      `The job lists ${eduGap.requirement}. What training or experience covers the same ground for you?`,
    );
  // A language or a licence is no problem to solve, and a quote that only repeats the skill's
  // name adds nothing.
  for (const s of requiredExact) {
    if (questions.length >= 3) break;
    if (s.skill.kind === "language" || credentialOf(s.skill.id)) continue;
    const ev =
      s.evidence && s.evidence.text.toLowerCase() !== s.skill.name.toLowerCase()
        ? ` — for example "${quote(s.evidence.text, 60)}"`
        : "";
    questions.push(
      `Tell us about the hardest problem you solved with ${s.skill.name}${ev}. What would you do differently now?`,
    );
  }
  if (questions.length < 3)
    questions.push(`What drew you to ${title}, and which part of your experience fits it best?`);
  if (questions.length < 3)
    questions.push(
      `Describe a project from your time as ${resume.work[0]?.position ?? "a professional"} that you are proud of, and your part in it.`,
    );

  const matchedSkills = found.map((s) => ({
    name: s.skill.name,
    level: s.skill.level,
    ...(s.evidence && !s.writtenIn ? { evidence: s.evidence } : {}),
    ...(s.via ? { via: s.via } : {}),
    ...(s.match === "related" && !s.via ? { inPart: true } : {}),
    ...(s.writtenIn ? { writtenIn: true } : {}),
  }));
  const missingSkills = missing.map((s) => ({
    name: s.skill.name,
    level: s.skill.level,
    requirementSpan: s.skill.span,
  }));

  // No band words here: the summary is stored with the result, the band is worked out from the
  // score wherever it is shown, so a recalibration can never leave an old band in a summary.
  const pieces = [`${match.score}/100 for ${title}`];
  if (requiredAll.length)
    pieces.push(
      `${requiredExact.length} of ${requiredAll.length} required skills${partialNote(partial)}`,
    );
  if (experienceRead) {
    pieces.push(
      `${yearsText(years)} of experience${asked ? `, ${yearsText(asked.years)} as ${asked.title} (${asked.asked} asked)` : minYears !== undefined ? ` (${minYears} asked)` : ""}`,
    );
  }
  let summary = `${pieces.join(", ")}.`;
  // As written: a gap may start with a skill's name ("JD Edwards", "Kubernetes"), never to be lower-cased.
  if (strengths[0]) summary += ` Strength: ${strengths[0]}.`;
  if (gaps[0]) summary += ` Main gap: ${gaps[0]}.`;

  return {
    matchedSkills,
    missingSkills,
    strengths,
    gaps,
    interviewQuestions: questions.slice(0, 5),
    summary,
  };
}

function missingQuestion(s: SkillMatch, title: string | undefined): string {
  const name = s.skill.name;
  if (s.sought && notHeldSaid(s.sought.text) === "said not to be held") {
    return `The role needs ${name}; your resume says you do not hold it ("${quote(s.sought.text, 60)}"). Could you obtain it, and by when?`;
  }
  if (s.sought && notHeldSaid(s.sought.text) === "named only as suspended or revoked") {
    return `The role needs ${name}; your resume names it as suspended or revoked ("${quote(s.sought.text, 60)}"). Is it reinstated, or when will it be?`;
  }
  if (s.sought && notHeldSaid(s.sought.text) === "named only as terminated or cancelled") {
    return `The role needs ${name}; your resume names it as terminated or cancelled ("${quote(s.sought.text, 60)}"). Do you plan to hold it again, and by when?`;
  }
  if (s.sought && notHeldSaid(s.sought.text) === "named only as expired or lapsed") {
    return `The role needs ${name}; your resume names it as expired or lapsed ("${quote(s.sought.text, 60)}"). Do you plan to renew it, and by when?`;
  }
  if (s.sought) {
    return `The role needs ${name}; your resume names it as sought or in progress ("${quote(s.sought.text, 60)}"). Where do you stand with it, and when do you expect to hold it?`;
  }
  if (s.skill.terms) {
    return `The job asks for "${quote(s.skill.span.text, 60)}". Where has your work shown this, and what was your part in it?`;
  }
  if (s.skill.kind === "language") {
    return `The role needs ${name}, which your resume does not mention. How well do you speak, read and write it, and where have you used it at work?`;
  }
  if (s.skill.kind === "soft") {
    return `${title ? `This ${title} role` : "This role"} calls for ${name}. Tell us about a specific situation where you showed it, and what the result was.`;
  }
  return `The role needs ${name}, which your resume does not mention. What is your experience with it or with something close, and how would you get up to speed?`;
}

/** " (1 more only through a related skill, 1 more only in part)": the required skills met partly. */
function partialNote(partial: SkillMatch[]): string {
  const related = partial.filter((s) => s.via).length;
  const inPart = partial.length - related;
  const parts = [
    related ? `${related} more only through a related skill` : "",
    inPart ? `${inPart} more only in part` : "",
  ].filter(Boolean);
  return parts.length ? ` (${parts.join(", ")})` : "";
}
