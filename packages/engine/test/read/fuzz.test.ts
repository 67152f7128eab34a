import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readDocument } from "../../src/read/read-document.ts";
import type { ReadErrorCode, ReadResult } from "../../src/types.ts";
import { buildDoc, sampleDocx, samplePdf, sampleRtf, sampleText } from "../fixtures/documents.ts";

/** Every typed failure; a new code the readers may return must be added here (the type checks). */
const CODES = Object.keys({
  "no-text-layer": true,
  encrypted: true,
  corrupt: true,
  truncated: true,
  "unsupported-type": true,
  empty: true,
  "too-large": true,
  "too-large-unpacked": true,
  "unsupported-language": true,
  timeout: true,
} satisfies Record<ReadErrorCode, true>);
const TIME_LIMIT = 2000;

/** Every result is a well-formed success or a typed error with a message. */
function expectTyped(result: ReadResult): void {
  if (result.ok) {
    expect(typeof result.text).toBe("string");
    expect(result.pages).toBeGreaterThanOrEqual(1);
    expect(Array.isArray(result.warnings)).toBe(true);
  } else {
    expect(CODES).toContain(result.code);
    expect(result.message.length).toBeGreaterThan(10);
  }
}

/** Never hangs: the reader's own time limit ends it (vitest's test timeout is the backstop). */
async function readTimed(bytes: Uint8Array): Promise<void> {
  expectTyped(await readDocument(bytes, { timeoutMs: TIME_LIMIT }));
}

const mutation = fc.record({
  kind: fc.constantFrom("flip", "truncate", "insert", "zero", "splice"),
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  length: fc.integer({ min: 1, max: 256 }),
  bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }),
});

function mutate(
  source: Uint8Array,
  m: { kind: string; at: number; length: number; bytes: Uint8Array },
): Uint8Array {
  const at = Math.max(0, Math.min(source.length - 1, Math.floor(m.at * source.length)));
  const out = source.slice();
  switch (m.kind) {
    case "flip":
      for (let i = 0; i < m.bytes.length && at + i < out.length; i++)
        out[at + i]! ^= m.bytes[i]! | 1;
      return out;
    case "truncate":
      return out.slice(0, at);
    case "zero":
      out.fill(0, at, at + m.length);
      return out;
    case "insert": {
      const grown = new Uint8Array(out.length + m.bytes.length);
      grown.set(out.subarray(0, at));
      grown.set(m.bytes, at);
      grown.set(out.subarray(at), at + m.bytes.length);
      return grown;
    }
    default: {
      // Overwrite a stretch with bytes from elsewhere in the same file.
      const from = Math.floor((1 - m.at) * (source.length - m.length));
      out.set(
        source
          .subarray(Math.max(0, from), Math.max(0, from) + m.length)
          .subarray(0, out.length - at),
        at,
      );
      return out;
    }
  }
}

describe("readers never crash or hang", () => {
  it("on random bytes", async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), readTimed), {
      numRuns: 150,
    });
  });

  it("on random bytes behind a PDF, RTF, zip or OLE2 signature", async () => {
    const prefixes = [
      new TextEncoder().encode("%PDF-1.7\n"),
      new TextEncoder().encode("{\\rtf1 "),
      Uint8Array.from([0x50, 0x4b, 0x03, 0x04]),
      Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...prefixes),
        fc.uint8Array({ maxLength: 1024 }),
        (prefix, rest) => readTimed(Uint8Array.from([...prefix, ...rest])),
      ),
      { numRuns: 80 },
    );
  });

  it("on mutated PDFs", async () => {
    const pdf = await samplePdf();
    await fc.assert(
      fc.asyncProperty(mutation, (m) => readTimed(mutate(pdf, m))),
      { numRuns: 100 },
    );
  });

  it("on mutated DOCX files", async () => {
    const docx = await sampleDocx();
    await fc.assert(
      fc.asyncProperty(mutation, (m) => readTimed(mutate(docx, m))),
      { numRuns: 60 },
    );
  });

  it("on mutated DOC files", async () => {
    const doc = buildDoc(sampleText());
    await fc.assert(
      fc.asyncProperty(mutation, (m) => readTimed(mutate(doc, m))),
      { numRuns: 200 },
    );
  });

  it("on mutated RTF and text", async () => {
    const rtf = new TextEncoder().encode(sampleRtf());
    const txt = new TextEncoder().encode(sampleText());
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(rtf, txt), mutation, (source, m) =>
        readTimed(mutate(source, m)),
      ),
      { numRuns: 100 },
    );
  });

  it("on arbitrary RTF-like strings", async () => {
    const rtfish = fc.array(
      fc.constantFrom(
        "{",
        "}",
        "\\",
        "\\par ",
        "\\u",
        "-",
        "123",
        "\\'",
        "e9",
        "\\*",
        "\\bin",
        "5 ",
        "text ",
        "\\uc",
        "\\pict ",
      ),
      { maxLength: 60 },
    );
    await fc.assert(
      fc.asyncProperty(rtfish, (parts) =>
        readTimed(new TextEncoder().encode(`{\\rtf1 ${parts.join("")}`)),
      ),
      { numRuns: 150 },
    );
  });
});
