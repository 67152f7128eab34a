import {
  CANDIDATE_STAGE_LABELS,
  type CandidateStage,
  candidateStageSchema,
} from "@hirelens/contracts";
import { z } from "zod";
import { parseCsv } from "../bias-audit/category-csv.ts";

/**
 * Reading a candidate list CSV (issue 14, decision 184). Pure: text in, rows or line-numbered
 * errors out; the service resolves the jobs and writes everything in one transaction.
 */

type Column = "name" | "email" | "phone" | "job" | "stage";

const HEADER_ALIASES: Record<string, Column> = {
  name: "name",
  full_name: "name",
  candidate: "name",
  candidate_name: "name",
  email: "email",
  "e-mail": "email",
  email_address: "email",
  phone: "phone",
  phone_number: "phone",
  telephone: "phone",
  job: "job",
  job_title: "job",
  job_id: "job",
  job_description: "job",
  stage: "stage",
  status: "stage",
};

export const MAX_CANDIDATE_CSV_ROWS = 5_000;

export interface CandidateCsvRow {
  line: number;
  name: string;
  email: string;
  emailKey: string;
  phone: string | null;
  /** The job as written: a job description's id or its title. */
  job: string | null;
  stage: CandidateStage | null;
}

const emailSchema = z.email();
const STAGE_BY_WORD = new Map<string, CandidateStage>(
  candidateStageSchema.options.flatMap((stage) => [
    [stage, stage],
    [CANDIDATE_STAGE_LABELS[stage].toLowerCase(), stage],
  ]),
);

export function readCandidateCsv(text: string): {
  rows: CandidateCsvRow[];
  errors: Array<{ line: number; message: string }>;
} {
  const records = parseCsv(text);
  const errors: Array<{ line: number; message: string }> = [];
  const [header, ...body] = records;
  if (!header) return { rows: [], errors: [{ line: 1, message: "The file is empty." }] };
  const columns = header.fields.map(
    (name) => HEADER_ALIASES[name.trim().toLowerCase().replace(/\s+/g, "_")],
  );
  const at = (key: Column) => columns.indexOf(key);
  if (at("name") < 0 || at("email") < 0) {
    return {
      rows: [],
      errors: [
        {
          line: header.line,
          message:
            "The first line must name the columns: name, email, and optionally phone, job and stage.",
        },
      ],
    };
  }
  if (body.length > MAX_CANDIDATE_CSV_ROWS) {
    return {
      rows: [],
      errors: [
        {
          line: body[MAX_CANDIDATE_CSV_ROWS]?.line ?? header.line,
          message: `The file has ${body.length} rows; import at most ${MAX_CANDIDATE_CSV_ROWS} at a time.`,
        },
      ],
    };
  }
  const rows: CandidateCsvRow[] = [];
  const cell = (fields: string[], key: Column) => {
    const index = at(key);
    return index < 0 ? "" : (fields[index] ?? "").trim();
  };
  for (const record of body) {
    if (record.fields.every((field) => field.trim() === "")) continue;
    const line = record.line;
    const name = cell(record.fields, "name");
    const email = cell(record.fields, "email");
    const phone = cell(record.fields, "phone");
    const job = cell(record.fields, "job");
    const stageText = cell(record.fields, "stage");
    const before = errors.length;
    if (!name) errors.push({ line, message: "The name is empty." });
    else if (name.length > 200)
      errors.push({ line, message: "The name can be at most 200 characters." });
    if (!email) errors.push({ line, message: "The e-mail is empty." });
    else if (!emailSchema.safeParse(email).success)
      errors.push({ line, message: `"${email}" is not a valid e-mail address.` });
    if (phone.length > 50)
      errors.push({ line, message: "The phone number can be at most 50 characters." });
    const stage = stageText ? (STAGE_BY_WORD.get(stageText.toLowerCase()) ?? null) : null;
    if (stageText && !stage)
      errors.push({
        line,
        message: `Unknown stage "${stageText}": use new, shortlisted, interviewing, offered, hired or rejected.`,
      });
    if (stage && !job)
      errors.push({
        line,
        message: "A stage needs a job: name the job description in the job column.",
      });
    if (errors.length > before) continue;
    rows.push({
      line,
      name,
      email,
      emailKey: email.toLowerCase(),
      phone: phone || null,
      job: job || null,
      stage,
    });
  }
  return { rows, errors };
}
