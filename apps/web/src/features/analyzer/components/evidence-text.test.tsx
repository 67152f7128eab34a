import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EvidenceText } from "./evidence-text";

const text = "Built APIs in TypeScript and Node.js on PostgreSQL.";
const span = (word: string) => {
  const start = text.indexOf(word);
  return { start, end: start + word.length, text: word };
};

describe("EvidenceText", () => {
  it("marks each evidence span in the resume text and keeps every character once", () => {
    render(
      <EvidenceText
        text={text}
        focusedKey="pg"
        highlights={[
          { key: "ts", label: "Required skills: TypeScript", span: span("TypeScript") },
          { key: "pg", label: "Required skills: PostgreSQL", span: span("PostgreSQL") },
          // Overlaps "TypeScript": dropped, not rendered twice.
          {
            key: "dup",
            label: "x",
            span: {
              start: span("TypeScript").start + 2,
              end: span("TypeScript").end + 4,
              text: "",
            },
          },
        ]}
      />,
    );
    const marks = screen.getAllByTestId("evidence-mark");
    expect(marks.map((m) => m.textContent)).toEqual(["TypeScript", "PostgreSQL"]);
    expect(marks[0]).toHaveAttribute("title", "Required skills: TypeScript");
    expect(screen.getByTestId("resume-text")).toHaveTextContent(text);
    expect(marks[1]?.className).toContain("ring-2");
  });

  it("ignores spans outside the text", () => {
    render(
      <EvidenceText
        text="short"
        focusedKey={null}
        highlights={[{ key: "x", label: "x", span: { start: 3, end: 99, text: "" } }]}
      />,
    );
    expect(screen.queryAllByTestId("evidence-mark")).toHaveLength(0);
    expect(screen.getByTestId("resume-text")).toHaveTextContent("short");
  });
});
