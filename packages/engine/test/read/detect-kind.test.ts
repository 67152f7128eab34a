import { describe, expect, it } from "vitest";
import { detectKind } from "../../src/read/detect-kind.ts";
import {
  buildDoc,
  sampleDocx,
  sampleMarkdown,
  samplePdf,
  sampleRtf,
  sampleText,
  utf16,
} from "../fixtures/documents.ts";

const utf8 = (s: string) => new TextEncoder().encode(s);

describe("detectKind", () => {
  it("recognises each supported type by its content", async () => {
    expect(detectKind(await samplePdf())).toBe("pdf");
    expect(detectKind(await sampleDocx())).toBe("docx");
    expect(detectKind(buildDoc("Jane Doe"))).toBe("doc");
    expect(detectKind(utf8(sampleRtf()))).toBe("rtf");
    expect(detectKind(utf8(sampleText()))).toBe("txt");
    expect(detectKind(utf8(sampleMarkdown()))).toBe("md");
  });

  it("finds a PDF header after leading junk and an RTF after a BOM", () => {
    expect(detectKind(utf8("\n\n  %PDF-1.4\n..."))).toBe("pdf");
    expect(detectKind(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8("{\\rtf1 Hi}")]))).toBe("rtf");
  });

  it("reads UTF-8 with a BOM and UTF-16 in both byte orders as text", () => {
    expect(detectKind(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8("Jane Doe")]))).toBe("txt");
    expect(detectKind(utf16("Jane Doe\nNurse", "le"))).toBe("txt");
    expect(detectKind(utf16("Jane Doe\nNurse", "be"))).toBe("txt");
  });

  it("refuses binary content, other zips and other OLE2 files", () => {
    expect(detectKind(new Uint8Array(0))).toBeNull();
    expect(
      detectKind(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
    ).toBeNull();
    // A zip without word/document.xml (an .xlsx, say).
    const zip = Uint8Array.from([
      0x50,
      0x4b,
      0x03,
      0x04,
      ...new Array(26).fill(0),
      ...utf8("xl/workbook.xml"),
    ]);
    expect(detectKind(zip)).toBeNull();
    const ole = buildDoc("x");
    // Rename the WordDocument stream: still OLE2, no longer Word.
    const renamed = ole.slice();
    const at = 512 * 2 + 128;
    renamed[at] = "X".charCodeAt(0);
    expect(detectKind(renamed)).toBeNull();
  });

  it("does not look at a file name or extension, only bytes", () => {
    expect(detectKind(utf8("%PDF-1.7"))).toBe("pdf");
    expect(detectKind(utf8("resume.pdf"))).toBe("txt");
  });
});
