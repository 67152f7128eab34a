import { Buffer } from "node:buffer";
import { type AuditCategoryRow, auditCategoryRowSchema } from "@hirelens/contracts";

/**
 * Reading the demographic-category CSV of the bias audit (decision 176). Pure: bytes in, rows or
 * line-numbered errors out; the service checks the candidates and writes the rows.
 */

/** The text of the file and the encoding it was read in: UTF-8 (a BOM dropped), UTF-16 with its BOM, else Windows-1252 (Excel's "CSV" on Windows). */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: string } {
  const buffer = Buffer.from(bytes);
  if (buffer[0] === 0xff && buffer[1] === 0xfe)
    return { text: new TextDecoder("utf-16le").decode(buffer.subarray(2)), encoding: "utf-16le" };
  if (buffer[0] === 0xfe && buffer[1] === 0xff)
    return { text: new TextDecoder("utf-16be").decode(buffer.subarray(2)), encoding: "utf-16be" };
  const body =
    buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? buffer.subarray(3) : buffer;
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(body), encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(body), encoding: "windows-1252" };
  }
}

/**
 * RFC 4180 records with the line each starts on (a quoted field may span lines; CRLF, LF or CR).
 * `parseCsv('a,b\r\n"x,1",2')` -> `[{ line: 1, fields: ["a", "b"] }, { line: 2, fields: ["x,1", "2"] }]`
 */
export function parseCsv(text: string): Array<{ line: number; fields: string[] }> {
  const records: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = "";
  let isQuoted = false;
  let line = 1;
  let recordLine = 1;
  let hasContent = false;
  const endField = () => {
    fields.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    if (hasContent || fields.length > 1 || fields[0] !== "")
      records.push({ line: recordLine, fields });
    fields = [];
    hasContent = false;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (isQuoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else isQuoted = false;
      } else {
        if (char === "\n" || (char === "\r" && text[i + 1] !== "\n")) line++;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      isQuoted = true;
      hasContent = true;
    } else if (char === ",") {
      endField();
      hasContent = true;
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += char;
  }
  if (field !== "" || fields.length) endRecord();
  return records;
}

const HEADER_ALIASES: Record<string, "candidateId" | "sex" | "raceEthnicity"> = {
  candidate_id: "candidateId",
  candidateid: "candidateId",
  candidate: "candidateId",
  sex: "sex",
  race_ethnicity: "raceEthnicity",
  "race/ethnicity": "raceEthnicity",
  raceethnicity: "raceEthnicity",
  race: "raceEthnicity",
};

export interface ReadCategoryRow extends AuditCategoryRow {
  line: number;
}

export const MAX_CSV_ROWS = 20_000;

/**
 * The rows of a category CSV, or the errors of every line (each message starts with nothing about
 * the line: the caller keys it by "line N"). Blank lines are skipped; extra columns are ignored.
 */
export function readCategoryCsv(text: string): {
  rows: ReadCategoryRow[];
  errors: Array<{ line: number; message: string }>;
} {
  const records = parseCsv(text);
  const errors: Array<{ line: number; message: string }> = [];
  const [header, ...body] = records;
  if (!header) return { rows: [], errors: [{ line: 1, message: "The file is empty." }] };
  const columns = header.fields.map(
    (name) => HEADER_ALIASES[name.trim().toLowerCase().replace(/\s+/g, "_")],
  );
  const indexOf = (key: "candidateId" | "sex" | "raceEthnicity") => columns.indexOf(key);
  if (indexOf("candidateId") < 0 || (indexOf("sex") < 0 && indexOf("raceEthnicity") < 0)) {
    return {
      rows: [],
      errors: [
        {
          line: header.line,
          message:
            "The first line must name the columns: candidate_id, and sex and/or race_ethnicity (download the template).",
        },
      ],
    };
  }
  if (body.length > MAX_CSV_ROWS) {
    return {
      rows: [],
      errors: [
        {
          line: body[MAX_CSV_ROWS]?.line ?? header.line,
          message: `The file has ${body.length} rows; import at most ${MAX_CSV_ROWS} at a time.`,
        },
      ],
    };
  }
  const rows: ReadCategoryRow[] = [];
  const cell = (fields: string[], key: "candidateId" | "sex" | "raceEthnicity") => {
    const at = indexOf(key);
    return at < 0 ? "" : (fields[at] ?? "").trim();
  };
  for (const record of body) {
    if (record.fields.every((f) => f.trim() === "")) continue;
    const raw = {
      candidateId: cell(record.fields, "candidateId"),
      sex: cell(record.fields, "sex"),
      raceEthnicity: cell(record.fields, "raceEthnicity"),
    };
    const parsed = auditCategoryRowSchema.safeParse(raw);
    if (parsed.success) {
      rows.push({ ...parsed.data, line: record.line });
      continue;
    }
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      errors.push({
        line: record.line,
        message:
          key === "candidateId"
            ? "The candidate_id is empty."
            : key === "sex"
              ? `Unknown sex category "${raw.sex}": use female or male, or leave it blank (unknown).`
              : `Unknown race/ethnicity category "${raw.raceEthnicity}": use one of the EEO-1 categories in the template, or leave it blank (unknown).`,
      });
    }
  }
  return { rows, errors };
}
