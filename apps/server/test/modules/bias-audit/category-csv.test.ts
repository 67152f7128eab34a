import { describe, expect, it } from "vitest";
import {
  decodeCsv,
  parseCsv,
  readCategoryCsv,
} from "../../../src/modules/bias-audit/category-csv.ts";

describe("category CSV reading", () => {
  it("keeps the line a record starts on across quoted line breaks, CR, LF and CRLF", () => {
    const records = parseCsv('a,b\r\n"x\r\ny",2\n\n"q ""z""",3\rlast,4');
    expect(records).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["x\r\ny", "2"] },
      { line: 5, fields: ['q "z"', "3"] },
      { line: 6, fields: ["last", "4"] },
    ]);
  });

  it("reads UTF-8 with a BOM, UTF-16 BE and falls back to Windows-1252", () => {
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toEqual({
      text: "a",
      encoding: "utf-8",
    });
    expect(decodeCsv(new Uint8Array([0xfe, 0xff, 0x00, 0xe9]))).toEqual({
      text: "é",
      encoding: "utf-16be",
    });
    expect(decodeCsv(new Uint8Array([0x63, 0x61, 0x66, 0xe9]))).toEqual({
      text: "café",
      encoding: "windows-1252",
    });
  });

  it("maps headers and labels, and names the bad cell of each line", () => {
    const { rows, errors } = readCategoryCsv(
      "Candidate ID,Race/Ethnicity,Sex,extra\nc1,Two or more races,Woman,x\nc2,declined,,\nc3,Martian,male,\n",
    );
    expect(rows).toEqual([
      { candidateId: "c1", raceEthnicity: "two-or-more-races", sex: "female", line: 2 },
      { candidateId: "c2", line: 3 },
    ]);
    expect(errors).toEqual([
      {
        line: 4,
        message:
          'Unknown race/ethnicity category "Martian": use one of the EEO-1 categories in the template, or leave it blank (unknown).',
      },
    ]);
  });
});
