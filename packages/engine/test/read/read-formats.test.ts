import { describe, expect, it } from "vitest";
import { readDocument } from "../../src/read/read-document.ts";
import { rtfToText } from "../../src/read/read-rtf.ts";
import { markdownToText } from "../../src/read/read-text.ts";
import type { ReadResult } from "../../src/types.ts";
import {
  buildDoc,
  SAMPLE,
  sampleDocx,
  sampleMarkdown,
  sampleRtf,
  sampleText,
  utf16,
} from "../fixtures/documents.ts";

const utf8 = (s: string) => new TextEncoder().encode(s);
function textOf(result: ReadResult): string {
  if (!result.ok) throw new Error(`expected text, got ${result.code}: ${result.message}`);
  return result.text;
}

describe("readDocument: DOCX", () => {
  it("reads the body with bullets, tab-aligned dates, tables, and the contact block in the page header", async () => {
    const result = await readDocument(await sampleDocx());
    expect(result.ok && result.kind).toBe("docx");
    const text = textOf(result);
    expect(text.startsWith(`${SAMPLE.name}\n${SAMPLE.email} | ${SAMPLE.phone}`)).toBe(true);
    expect(text).toContain(
      `${SAMPLE.jobs[0]!.title}, ${SAMPLE.jobs[0]!.company}\t${SAMPLE.jobs[0]!.dates}`,
    );
    expect(text).toContain(`• ${SAMPLE.jobs[0]!.bullets[0]}`);
    expect(text).toContain("Clinical:\tPatient Care, IV Therapy");
  });

  it("calls a damaged or cut DOCX corrupt or truncated, never throws", async () => {
    const docx = await sampleDocx();
    const cut = await readDocument(docx.slice(0, docx.length - 200));
    expect(cut).toMatchObject({ ok: false, kind: "docx" });
    expect(!cut.ok && ["truncated", "corrupt"]).toContain(!cut.ok && cut.code);
    const broken = docx.slice();
    for (let i = 200; i < 1200; i++) broken[i] = 0;
    const result = await readDocument(broken);
    expect(result.ok).toBe(false);
  });
});

describe("readDocument: DOC", () => {
  it("reads a Word 97 document", async () => {
    const result = await readDocument(buildDoc(sampleText()));
    expect(result.ok && result.kind).toBe("doc");
    const text = textOf(result);
    expect(text).toContain(`${SAMPLE.name}\n${SAMPLE.label}`);
    expect(text).toContain(`• ${SAMPLE.jobs[1]!.bullets[1]}`);
  });

  it("says an encrypted DOC is encrypted and a damaged one corrupt", async () => {
    expect(await readDocument(buildDoc("x", { encrypted: true }))).toMatchObject({
      ok: false,
      code: "encrypted",
      kind: "doc",
    });
    const doc = buildDoc(sampleText());
    // Point the FAT chain of the WordDocument stream back on itself.
    const looped = doc.slice();
    new DataView(looped.buffer).setInt32(512 + 5 * 4, 3, true);
    expect(await readDocument(looped)).toMatchObject({ ok: false, code: "corrupt" });
    expect(await readDocument(doc.slice(0, 3000))).toMatchObject({ ok: false, kind: "doc" });
  });
});

describe("readDocument: RTF", () => {
  it("converts control words, escapes and groups, and skips tables, pictures and field codes", async () => {
    const text = textOf(await readDocument(utf8(sampleRtf())));
    expect(text).toBe(
      [
        "José Martínez",
        "Software Engineer",
        "jose@example.com • +34 600 123 456",
        "",
        "EXPERIENCE",
        "Backend Engineer, Acme Labs\tJan 2020 – Present",
        "• Built payment APIs in Go — fast",
        "Portfolio",
        "Escapes: {braces} and \\backslash",
      ].join("\n"),
    );
  });

  it("honours \\uc and \\bin and survives unbalanced braces", () => {
    expect(rtfToText("{\\rtf1\\uc2 A\\u8364xxB}")).toBe("A€B");
    expect(rtfToText("{\\rtf1 x{\\*\\unknown skip}y\\bin3 abcz}")).toBe("xyz");
    expect(rtfToText("{\\rtf1 {{{ open")).toBe(" open");
  });
});

describe("readDocument: text and Markdown", () => {
  it("reads UTF-8, UTF-8 with BOM and UTF-16 LE/BE to the same text", async () => {
    const expected = textOf(await readDocument(utf8(sampleText())));
    expect(expected).toContain(SAMPLE.email);
    expect(
      textOf(await readDocument(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(sampleText())]))),
    ).toBe(expected);
    expect(textOf(await readDocument(utf16(sampleText(), "le")))).toBe(expected);
    expect(textOf(await readDocument(utf16(sampleText(), "be")))).toBe(expected);
  });

  it("reads Windows-1252 text with a warning", async () => {
    const bytes = Uint8Array.from([
      ...utf8("Ren"),
      0xe9,
      ...utf8(" Dupont\nCaf"),
      0xe9,
      ...utf8(" manager"),
    ]);
    const result = await readDocument(bytes);
    expect(textOf(result)).toBe("René Dupont\nCafé manager");
    expect(result.ok && result.warnings[0]).toMatch(/Windows-1252/);
  });

  it("turns Markdown into plain text", async () => {
    const result = await readDocument(utf8(sampleMarkdown()));
    expect(result.ok && result.kind).toBe("md");
    const text = textOf(result);
    expect(text.split("\n").slice(0, 4)).toEqual([
      SAMPLE.name,
      `${SAMPLE.label} · ${SAMPLE.email} · ${SAMPLE.phone} · ${SAMPLE.location}`,
      "",
      "Experience",
    ]);
    expect(text).toContain(`• ${SAMPLE.jobs[0]!.bullets[0]}`);
    expect(text).toContain("Clinical\tPatient Care, IV Therapy");
    expect(text).not.toMatch(/[#*`|]/);
    expect(markdownToText("[GitHub](https://github.com/jd) and <https://x.io>")).toBe(
      "GitHub (https://github.com/jd) and https://x.io",
    );
  });
});

describe("readDocument: refusals", () => {
  it("says empty files are empty and unknown binaries are unsupported", async () => {
    expect(await readDocument(new Uint8Array(0))).toMatchObject({ ok: false, code: "empty" });
    expect(await readDocument(utf8("   \n\t "))).toMatchObject({ ok: false, code: "empty" });
    expect(
      await readDocument(Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0])),
    ).toMatchObject({ ok: false, code: "unsupported-type" });
  });

  it("never throws, whatever it is given", async () => {
    // @ts-expect-error deliberately wrong input
    expect(await readDocument("not bytes")).toMatchObject({ ok: false });
    // @ts-expect-error deliberately wrong input
    expect(await readDocument(null)).toMatchObject({ ok: false });
  });
});
