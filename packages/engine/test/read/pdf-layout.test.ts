import { describe, expect, it } from "vitest";
import { layoutPdfPages, type PdfPage, type PdfTextItem } from "../../src/read/pdf-layout.ts";

// Helvetica-like width: half an em per character.
const item = (str: string, x: number, y: number, size = 10, font = "F1"): PdfTextItem => ({
  str,
  x,
  y,
  size,
  width: str.length * size * 0.5,
  font,
});
const page = (items: PdfTextItem[]): PdfPage => ({ width: 612, height: 792, items });
const text = (pages: PdfPage[]) => layoutPdfPages(pages).pages.join("\n\n");

describe("layoutPdfPages: lines", () => {
  it("rebuilds a line from fragments sorted by x, with spaces from gaps", () => {
    const out = text([
      page([item("World", 88, 700), item("Hello", 60, 700.4), item("again", 116, 700)]),
    ]);
    expect(out).toBe("Hello World again");
  });

  it("joins pieces of a word without a space and drops text drawn twice (fake bold)", () => {
    const out = text([
      page([item("Engi", 60, 700), item("neer", 80, 700), item("neer", 80.5, 700)]),
    ]);
    expect(out).toBe("Engineer");
  });

  it("keeps a space the PDF draws, however close the next word starts", () => {
    // As in real résumé PDFs whose font says "m" is wider than it is drawn: the space item is
    // there, and the next word starts inside it, closer than a gap that would make a space.
    const tight = (str: string, x: number, width: number): PdfTextItem => ({
      str,
      x,
      y: 756.48,
      size: 11.4,
      width,
      font: "F1",
    });
    const out = text([
      page([
        tight("Program", 33.3, 32.55),
        tight(" ", 65.86, 1.76),
        tight("Worker Apr 1996 to Aug 1998", 66.91, 116.14),
      ]),
    ]);
    expect(out).toBe("Program Worker Apr 1996 to Aug 1998");
    // Fake bold with the space drawn after the second copy stays one word.
    expect(
      text([
        page([
          item("Team", 60, 700),
          item("Team", 60.5, 700),
          item(" ", 80.5, 700),
          item("Lead", 83, 700),
        ]),
      ]),
    ).toBe("Team Lead");
  });

  it("separates far-apart cells with a tab (right-aligned dates, tables)", () => {
    const out = text([
      page([
        item("Senior Engineer, Acme", 60, 700),
        item("Jan 2020 - Present", 450, 700),
        item("Python", 60, 680),
        item("Go", 200, 680),
        item("Rust", 340, 680),
      ]),
    ]);
    expect(out.split("\n")).toEqual([
      "Senior Engineer, Acme\tJan 2020 - Present",
      "Python\tGo\tRust",
    ]);
  });

  it("rebuilds tab-fragmented lines (each phrase its own item far apart)", () => {
    const out = text([
      page([
        item("University of La Verne, La Verne, CA", 36, 587),
        item("Expected Graduation: June 2016", 410, 587),
      ]),
    ]);
    expect(out).toBe("University of La Verne, La Verne, CA\tExpected Graduation: June 2016");
  });
});

describe("layoutPdfPages: columns", () => {
  it("reads a two-column page left column first, then right, under a full-width header", () => {
    const left = [
      "EXPERIENCE",
      "Senior Engineer at Acme Corp",
      "Built the payment platform for",
      "millions of customers worldwide",
      "Engineer at Beta Labs",
      "Shipped the mobile application",
    ];
    const right = [
      "SKILLS",
      "Python, Go, SQL",
      "Kubernetes, Terraform",
      "LANGUAGES",
      "English, Spanish",
    ];
    const items = [
      item("Jane Doe", 250, 760, 18),
      item("jane@example.com | +1 555 123 4567 | Austin, TX | linkedin.com/in/jane", 40, 735),
    ];
    for (const [i, s] of left.entries()) items.push(item(s, 40, 700 - i * 14));
    // The right column's baselines do not line up with the left column's.
    for (const [i, s] of right.entries()) items.push(item(s, 380, 705 - i * 17));
    const lines = text([page(items)])
      .split("\n")
      .filter(Boolean);
    expect(lines.slice(0, 2)).toEqual([
      "Jane Doe",
      "jane@example.com | +1 555 123 4567 | Austin, TX | linkedin.com/in/jane",
    ]);
    expect(lines.slice(2, 8)).toEqual(left);
    expect(lines.slice(8)).toEqual(right);
  });

  it("does not split a single column whose right edge holds dates", () => {
    const items: PdfTextItem[] = [];
    const rows = [
      ["Charge Nurse, St. David's Medical Center", "Mar 2019 - Present"],
      ["Supervised a team of twelve nurses on a busy unit", ""],
      ["Staff Nurse, Seton Hospital", "Jun 2015 - Feb 2019"],
      ["Provided care for post-operative patients daily", ""],
      ["Nurse Intern, Dell Children's", "2014 - 2015"],
    ];
    for (const [i, [l, r]] of rows.entries()) {
      items.push(item(l!, 40, 700 - i * 14));
      if (r) items.push(item(r, 470, 700 - i * 14));
    }
    expect(text([page(items)]).split("\n")).toEqual(rows.map(([l, r]) => (r ? `${l}\t${r}` : l)));
  });

  it("keeps a timeline's date column on the rows it belongs to, joining a wrapped range", () => {
    const items = [
      item("Education", 146, 714),
      item("2018 – 2022", 80, 700),
      item("B.Tech, Computer Science, IIT Delhi", 146, 700),
      item("Experience", 146, 690),
      item("June 2022 –", 80, 680),
      item("Software Engineer, Google", 146, 680),
      item("Present", 80, 666),
      item("Building user interfaces with React", 146, 666),
      item("Working with designers daily", 146, 652),
      item("Reviewing code in every sprint", 146, 638),
    ];
    expect(text([page(items)]).split("\n")).toEqual([
      "Education",
      "2018 – 2022\tB.Tech, Computer Science, IIT Delhi",
      "Experience",
      "June 2022 – Present\tSoftware Engineer, Google",
      "Building user interfaces with React",
      "Working with designers daily",
      "Reviewing code in every sprint",
    ]);
  });
});

describe("layoutPdfPages: page furniture", () => {
  it("drops running headers/footers repeated on every page and page numbers", () => {
    const pages = [1, 2, 3].map((n) =>
      page([
        item("Jane Doe - Resume", 40, 770, 8),
        item(`Body text of page ${n}`, 40, 600),
        item(`Page ${n} of 3`, 280, 30, 8),
      ]),
    );
    const result = layoutPdfPages(pages);
    expect(result.pages).toEqual([
      "Body text of page 1",
      "Body text of page 2",
      "Body text of page 3",
    ]);
    // The first page's copy is kept for the contact block.
    expect(result.header).toEqual(["Jane Doe - Resume"]);
  });

  it("drops a lone page number on a single page", () => {
    expect(text([page([item("2", 570, 745), item("Leo Leopard", 266, 728, 14)])])).toBe(
      "Leo Leopard",
    );
  });

  it("turns single glyphs from a symbol/icon font into bullets at a line start", () => {
    const out = text([
      page([
        item("\u25CF", 40, 700, 10, "Icons"),
        item("Led a team of five", 52, 700),
        item("\u25CF", 40, 686, 10, "Icons"),
        item("Hired two engineers", 52, 686),
      ]),
    ]);
    expect(out).toBe("• Led a team of five\n• Hired two engineers");
  });

  it("ignores empty and whitespace-only items", () => {
    expect(text([page([item(" ", 40, 700), item("", 40, 690), item("Text", 40, 680)])])).toBe(
      "Text",
    );
  });
});
