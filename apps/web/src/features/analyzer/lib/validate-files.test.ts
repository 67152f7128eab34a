import { FILE_MESSAGES, MAX_BULK_RESUMES, MAX_FILE_SIZE_BYTES } from "@hirelens/contracts";
import { describe, expect, it } from "vitest";
import { checkResumeFiles, sniffResumeKind } from "./validate-files";

const enc = new TextEncoder();
const pdf = (name: string, body = "1 0 obj") => new File([`%PDF-1.7\n${body}`], name);
const txt = (name: string, body: string) => new File([body], name, { type: "text/plain" });

describe("sniffResumeKind", () => {
  it("knows resume formats by their first bytes, not their names", () => {
    expect(sniffResumeKind(enc.encode("%PDF-1.4"), "a.pdf")).toBe("pdf");
    expect(sniffResumeKind(enc.encode("{\\rtf1\\ansi"), "a.rtf")).toBe("rtf");
    expect(sniffResumeKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1]), "a.doc")).toBe("doc");
    expect(sniffResumeKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), "a.docx")).toBe("docx");
    expect(sniffResumeKind(enc.encode("Jane Doe\nEngineer"), "a.txt")).toBe("txt");
  });

  it("refuses binaries dressed as resumes", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]);
    expect(sniffResumeKind(png, "photo.pdf")).toBeNull();
    expect(sniffResumeKind(png, "photo.txt")).toBeNull();
    expect(sniffResumeKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), "sheet.xlsx")).toBeNull();
  });
});

describe("checkResumeFiles", () => {
  it("accepts resumes and refuses a wrong type with the contract's message", async () => {
    const check = await checkResumeFiles([
      pdf("a.pdf"),
      txt("notes.png", "x"),
      txt("cv.txt", "Jane"),
    ]);
    expect(check.accepted.map((f) => f.file.name)).toEqual(["a.pdf", "cv.txt"]);
    expect(check.refused).toEqual([
      { name: "notes.png", message: FILE_MESSAGES.wrongType("notes.png") },
    ]);
  });

  it("refuses a file over 10 MB before reading it", async () => {
    const big = new File([new Uint8Array(MAX_FILE_SIZE_BYTES + 1)], "big.pdf");
    const check = await checkResumeFiles([big]);
    expect(check.accepted).toEqual([]);
    expect(check.refused[0]?.message).toBe(FILE_MESSAGES.tooLarge("big.pdf"));
  });

  it("accepts a file of exactly 10 MB", async () => {
    const bytes = new Uint8Array(MAX_FILE_SIZE_BYTES);
    bytes.set(enc.encode("%PDF-1.7"));
    const check = await checkResumeFiles([new File([bytes], "edge.pdf")]);
    expect(check.accepted).toHaveLength(1);
  });

  it("refuses the 51st file and keeps the first 50", async () => {
    const files = Array.from({ length: MAX_BULK_RESUMES + 1 }, (_, i) =>
      txt(`cv-${i}.txt`, `Resume ${i}`),
    );
    const check = await checkResumeFiles(files);
    expect(check.accepted).toHaveLength(MAX_BULK_RESUMES);
    expect(check.refused).toHaveLength(1);
    expect(check.refused[0]?.name).toBe("cv-50.txt");
    expect(check.refused[0]?.message).toContain(FILE_MESSAGES.tooMany);
  });

  it("counts files already queued towards the 50", async () => {
    const queued = Array.from({ length: 49 }, (_, i) => ({ name: `q${i}`, sha256: `h${i}` }));
    const check = await checkResumeFiles([txt("a.txt", "one"), txt("b.txt", "two")], queued);
    expect(check.accepted.map((f) => f.file.name)).toEqual(["a.txt"]);
    expect(check.refused.map((f) => f.name)).toEqual(["b.txt"]);
  });

  it("detects the same content twice, in the drop and against the queue", async () => {
    const first = await checkResumeFiles([txt("a.txt", "same"), txt("b.txt", "same")]);
    expect(first.accepted).toHaveLength(1);
    expect(first.duplicates).toEqual([{ name: "b.txt", duplicateOf: "a.txt" }]);
    const sha = first.accepted[0]?.sha256 ?? "";
    const again = await checkResumeFiles([txt("c.txt", "same")], [{ name: "a.txt", sha256: sha }]);
    expect(again.duplicates).toEqual([{ name: "c.txt", duplicateOf: "a.txt" }]);
  });

  it("refuses an empty file", async () => {
    const check = await checkResumeFiles([new File([], "empty.txt")]);
    expect(check.refused[0]?.message).toBe(FILE_MESSAGES.empty("empty.txt"));
  });
});
