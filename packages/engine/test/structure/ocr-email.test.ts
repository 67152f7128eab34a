import { describe, expect, it } from "vitest";
import { correctOcrEmail } from "../../src/structure/ocr-email.ts";

describe("an e-mail read by OCR", () => {
  it("is spelled as the name when its words differ only by letters OCR confuses", () => {
    expect(correctOcrEmail("john.doc@mail.com", "John Doe")).toBe("john.doe@mail.com");
    expect(correctOcrEmail("ana_vo1kova@mail.com", "Ana Volkova")).toBe("ana_volkova@mail.com");
    expect(correctOcrEmail("rosa-c1ark.1987@mail.com", "Rosa Clark")).toBe(
      "rosa-clark.1987@mail.com",
    );
  });

  it("is left as read when that is not certain", () => {
    // Already the name's words, a mailbox word that is no name word, no name at all.
    expect(correctOcrEmail("john.doe@mail.com", "John Doe")).toBe("john.doe@mail.com");
    expect(correctOcrEmail("jdoc@mail.com", "John Doe")).toBe("jdoc@mail.com");
    expect(correctOcrEmail("john.doc@mail.com", undefined)).toBe("john.doc@mail.com");
    // "c0le" could be either of two name words, "Cole" or "Coie".
    expect(correctOcrEmail("c0le.smith@mail.com", "Cole Coie Smith")).toBe("c0le.smith@mail.com");
    // A different letter, not an OCR confusion, is a different mailbox.
    expect(correctOcrEmail("john.dot@mail.com", "John Doe")).toBe("john.dot@mail.com");
  });
});
