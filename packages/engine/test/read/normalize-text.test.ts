import { describe, expect, it } from "vitest";
import {
  dehyphenate,
  normalizeBullet,
  normalizeText,
  repairMojibake,
} from "../../src/read/normalize-text.ts";

describe("normalizeText", () => {
  it("replaces ligatures and odd spaces, and applies NFKC", () => {
    expect(normalizeText("ﬁnance\u00A0ofﬁce ﬂow ﬀ ﬃ ﬄ")).toBe("finance office flow ff ffi ffl");
    expect(normalizeText("Ｆｕｌｌ\u2009width")).toBe("Full width");
  });

  it("normalises bullet glyphs at a line start to one marker", () => {
    for (const glyph of [
      "•",
      "▪",
      "●",
      "◦",
      "➢",
      "\uF0B7",
      "-",
      "*",
      "·",
      "■",
      "✓",
      "\uF0A7",
      "»",
      "›",
    ]) {
      expect(normalizeText(`${glyph} Led a team`)).toBe("• Led a team");
    }
    expect(normalizeBullet("-5% churn")).toBe("-5% churn");
    expect(normalizeText("•\nLed a team")).toBe("• Led a team");
  });

  it("drops soft hyphens, zero-width and control characters, and private-use icons mid-line", () => {
    expect(normalizeText("on\u00AD-campus\u200B role\u0007")).toBe("on-campus role");
    expect(normalizeText("(909) 555\u002D\u00AD\u20105555")).toBe("(909) 555-5555");
    expect(normalizeText("jane@x.com \uF095 555 1234")).toBe("jane@x.com 555 1234");
  });

  it("keeps at most one blank line and trims lines", () => {
    expect(normalizeText("  A  \r\n\r\n\r\n\tB\t\n\n")).toBe("A\n\nB");
  });
});

describe("dehyphenate", () => {
  it("rejoins words split at a line end", () => {
    expect(dehyphenate(["Imple-", "mented the API"])).toEqual(["Implemented", "the API"]);
    expect(dehyphenate(["deploy-", "ment"])).toEqual(["deployment"]);
  });

  it("keeps real compounds and lines that end with a dash", () => {
    expect(dehyphenate(["cloud-", "native apps"])).toEqual(["cloud-native", "apps"]);
    expect(dehyphenate(["self-", "motivated"])).toEqual(["self-motivated"]);
    expect(dehyphenate(["2019 -", "present"])).toEqual(["2019 -", "present"]);
    expect(dehyphenate(["Senior-", "Engineer"])).toEqual(["Senior-", "Engineer"]);
  });
});

describe("repairMojibake", () => {
  it("repairs UTF-8 read as Windows-1252 before NFKC can mangle it", () => {
    // A full-width colon garbled to "ï¼š" became "ï1⁄4š" after NFKC and split dates and employers.
    expect(normalizeText("Company Name ï¼š City\n10/2013 ï¼š Current")).toBe(
      "Company Name : City\n10/2013 : Current",
    );
    expect(repairMojibake("CafÃ© rÃ©sumÃ©, donâ€™t, Ã¼ber, ðŸ˜€")).toBe(
      "Café résumé, don’t, über, 😀",
    );
  });

  it("marks a garbled character whose last byte was lost as unknown, not as letters", () => {
    // "ï¼" + a dropped control byte, after a PDF reader's NFKC: "ï1⁄4".
    expect(normalizeText("Company Name ï1⁄4 City")).toBe("Company Name \uFFFD City");
    expect(normalizeText("said â€ hi")).toBe("said \uFFFD hi");
  });

  it("leaves real accented text and lone Latin-1 letters alone", () => {
    for (const text of ["São Paulo", "Ã alone", "naïve", "Ångström", "Zoë Ñúñez", "¼ cup"])
      expect(repairMojibake(text)).toBe(text);
  });

  it("drops the stray Â of a half-decoded no-break space or soft hyphen, and only that", () => {
    expect(normalizeText("May 2013 to Present \u00C2 A freight agent")).toBe(
      "May 2013 to Present A freight agent",
    );
    expect(normalizeText("the inÂhouse and offÂline web\u00C2design")).toBe(
      "the in-house and off-line web-design",
    );
    expect(normalizeText("Results.Â Next")).toBe("Results. Next");
    for (const text of ["CHÂTEAU LATOUR", "Âge", "BRÂNCUȘI"])
      expect(normalizeText(text)).toBe(text);
  });
});
