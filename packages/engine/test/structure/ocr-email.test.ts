import { describe, expect, it } from "vitest";
import { correctOcrEmail, splitGluedName } from "../../src/structure/ocr-email.ts";

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

describe("a letter-spaced name OCR read as one word", () => {
  it("is split where the e-mail's mailbox words split it", () => {
    const text = "MARAVELASCO\n\nSITE MANAGER\nmara.velasco@mail.com\n";
    expect(splitGluedName(text, "mara.velasco@mail.com")).toEqual({
      name: "Mara Velasco",
      span: { start: 0, end: 11, text: "MARAVELASCO" },
    });
  });

  it("is left alone unless the mailbox is exactly its words", () => {
    const text = "MARAVELASCO\n\nSITE MANAGER\n";
    expect(splitGluedName(text, "mvelasco@mail.com")).toBeUndefined();
    expect(splitGluedName(text, "mara.velasco1@mail.com")).toBeUndefined();
    expect(splitGluedName(text, "mara.velas@mail.com")).toBeUndefined();
    expect(splitGluedName("Mara Velasco\n", "mara.velasco@mail.com")).toBeUndefined();
    expect(splitGluedName(text, undefined)).toBeUndefined();
  });
});
