import { describe, expect, it } from "vitest";
import { findDateRange, findDateRanges, toIsoDate } from "../../src/structure/dates.ts";

function range(text: string): string {
  const r = findDateRange(text);
  if (!r) return "none";
  const start = r.start ? toIsoDate(r.start) : "?";
  const end = r.end ? toIsoDate(r.end) : r.isCurrent ? "present" : r.isSingle ? "single" : "?";
  return `${start}..${end}`;
}

describe("findDateRange", () => {
  it.each([
    ["Jan 2020 – Present", "2020-01..present"],
    ["January 2020 - Current", "2020-01..present"],
    ["Sept. 2019 — May 2021", "2019-09..2021-05"],
    ["2019-03", "2019-03..single"],
    ["2019-03 to 2020-11", "2019-03..2020-11"],
    ["03/2019", "2019-03..single"],
    ["3/2019 - 12/2020", "2019-03..2020-12"],
    ["03/19 - 05/21", "2019-03..2021-05"],
    ["Summer 2018", "2018-06..single"],
    ["Fall 2019 – Spring 2020", "2019-09..2020-03"],
    ["2015 to 2017", "2015..2017"],
    ["2015–17", "2015..2017"],
    ["2015-17", "2015..2017"],
    ["'18", "2018..single"],
    ["Jan '18 – Mar '19", "2018-01..2019-03"],
    ["Q3 2020", "2020-07..single"],
    ["Q1 2019 - Q4 2020", "2019-01..2020-10"],
    ["since 2021", "2021..present"],
    ["Since March 2022", "2022-03..present"],
    ["2019 until 2021", "2019..2021"],
    ["2019 – now", "2019..present"],
    ["05/2018 to Present", "2018-05..present"],
    ["2016 to date", "2016..present"],
    ["2020 onwards", "2020..present"],
    ["12 May 2019 - 3 Jun 2020", "2019-05..2020-06"],
    ["05/01/2019 - 31/12/2020", "2019-01..2020-12"],
    ["Expected Graduation: June 2016", "2016-06..single"],
  ])("%s -> %s", (text, expected) => {
    expect(range(text)).toBe(expected);
  });

  it("ignores numbers that are not dates", () => {
    expect(findDateRanges("GPA 9.5/10, 99.5% uptime, 2000+ users, 50K requests")).toEqual([]);
    expect(findDateRanges("1/2")).toEqual([]);
  });

  it("reports where the range sits in the text", () => {
    const r = findDateRange("Engineer, Acme (Mar 2019 – Feb 2021)")!;
    expect("Engineer, Acme (Mar 2019 – Feb 2021)".slice(r.index, r.index + r.length)).toBe(
      "Mar 2019 – Feb 2021",
    );
  });
});

describe("a dash the reader could not decode", () => {
  it.each([
    ["10/2013 \uFFFD Current", "2013-10..present"],
    ["Mar 2011 \uFFFD Jun 2014", "2011-03..2014-06"],
  ])("%s -> %s", (text, expected) => {
    expect(range(text)).toBe(expected);
  });
});

describe("a year with its month in brackets", () => {
  it("reads '2016 (Aug) – 2020 (Jul)' and '2020 (Aug) – Present'", () => {
    expect(range("2016 (Aug) – 2020 (Jul) Pediatrician, Cedar Prairie Clinic")).toBe(
      "2016-08..2020-07",
    );
    expect(range("2020 (Aug) – Present   Staff Pediatrician")).toBe("2020-08..present");
  });
});

describe("dates written in French, Spanish, Portuguese, German and Italian", () => {
  it.each([
    ["Depuis mars 2020 : Commandant de bord C208B", "2020-03..present"],
    ["avril 2015 – juin 2019", "2015-04..2019-06"],
    ["1er février 2016 - aujourd'hui", "2016-02..present"],
    ["marzo de 2019 – actualidad", "2019-03..present"],
    ["desde 2018", "2018..present"],
    ["janeiro 2017 – presente", "2017-01..present"],
    ["Okt. 2018 – heute", "2018-10..present"],
    ["gennaio 2014 – dicembre 2016", "2014-01..2016-12"],
    ["2017 – heden", "2017..present"],
    ["Sept. 2019 – à ce jour", "2019-09..present"],
    ["2021/03 – gaur egun", "2021-03..present"],
    ["mrt. 2021 – mei 2023", "2021-03..2023-05"],
    ["maart 2019 - augustus 2020", "2019-03..2020-08"],
    ["maj 2019 – d.d.", "2019-05..present"],
    ["januari 2020 – nu", "2020-01..present"],
    ["august 2018 – nå", "2018-08..present"],
    ["desember 2015 – pågående", "2015-12..present"],
    // Indonesian and Malay.
    ["01/2015 – sekarang", "2015-01..present"],
    ["Maret 2019 – saat ini", "2019-03..present"],
    ["Agt 2020 – Sekarang", "2020-08..present"],
    ["Julai 2016 – Disember 2019", "2016-07..2019-12"],
    ["Ogos 2018 – kini", "2018-08..present"],
  ])("%s -> %s", (text, expected) => {
    expect(range(text)).toBe(expected);
  });

  it("reads the Nordic and Dutch 'now' only where it closes a range", () => {
    expect(range("2015 – Nu Skin Enterprises")).not.toBe("2015..present");
  });

  it("reads no month in an English word that abbreviates one elsewhere", () => {
    expect(range("set 2020 goals")).toBe("2020..single");
  });
});

describe("a month alone before the dash", () => {
  it.each([
    // Before, only "Aug 2025" was read, a single month: the range's start was lost.
    ["Kinesiotherapy Intern — Jan – Aug 2025", "2025-01..2025-08"],
    ["Care assistant (summer jobs) Jul–Aug 2022", "2022-07..2022-08"],
    // A season over the new year starts in the year before.
    ["Ski patrol Dec – Feb 2020", "2019-12..2020-02"],
    ["Stagiaire mars – juin 2021", "2021-03..2021-06"],
  ])("reads %s as %s", (text, expected) => {
    expect(range(text)).toBe(expected);
  });
});
