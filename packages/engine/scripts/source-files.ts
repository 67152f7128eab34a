/** Readers for the public taxonomy sources (O*NET TSV, ESCO CSV), shared by the build scripts. */
import { readFileSync } from "node:fs";
import path from "node:path";

/** Reads files of the sources folder `srcDir`. */
export function sourceReader(srcDir: string) {
  const read = (p: string) => readFileSync(path.join(srcDir, p), "utf8");

  /** A tab-separated file without its header line, as rows of fields. */
  function readTsv(p: string): string[][] {
    return read(p)
      .split(/\r?\n/)
      .slice(1)
      .filter(Boolean)
      .map((l) => l.split("\t"));
  }

  /** RFC 4180 CSV with quoted multi-line fields, as records keyed by the header. */
  function readCsv(p: string): Array<Record<string, string>> {
    const text = read(p);
    const rows: string[][] = [];
    let row: string[] = [];
    let field = "";
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (quoted) {
        if (ch === '"' && text[i + 1] === '"') {
          field += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else field += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ",") {
        row.push(field);
        field = "";
      } else if (ch === "\n" || ch === "\r") {
        if (ch === "\r" && text[i + 1] === "\n") i++;
        row.push(field);
        rows.push(row);
        row = [];
        field = "";
      } else field += ch;
    }
    if (field || row.length) {
      row.push(field);
      rows.push(row);
    }
    const [header, ...body] = rows;
    return body
      .filter((r) => r.length > 1)
      .map((r) => Object.fromEntries((header ?? []).map((h, i) => [h, r[i] ?? ""])));
  }

  return { read, readTsv, readCsv };
}
