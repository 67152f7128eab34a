import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RequirementsReaderNote } from "./requirements-reader-note";

describe("RequirementsReaderNote", () => {
  it("says the built-in reader read the posting when no model was asked", () => {
    render(
      <RequirementsReaderNote
        readBy={{ reader: "built-in", model: null, confirmed: 0, dropped: 0 }}
      />,
    );
    expect(
      screen.getByText("Read from the text by HireLens's built-in reader."),
    ).toBeInTheDocument();
  });

  it("names the model and how many of its findings were confirmed and left out", () => {
    render(
      <RequirementsReaderNote
        readBy={{ reader: "llm", model: "gpt-4o-mini", confirmed: 6, dropped: 1 }}
      />,
    );
    expect(
      screen.getByText(
        "Read from the text by HireLens's built-in reader and the AI model gpt-4o-mini: 6 of its 7 findings were confirmed in the text and the skill list and are used; the other 1 was left out.",
      ),
    ).toBeInTheDocument();
  });

  it("says so when the model was asked but nothing it found could be confirmed", () => {
    render(
      <RequirementsReaderNote
        readBy={{ reader: "built-in", model: "llama3.1", confirmed: 0, dropped: 3 }}
      />,
    );
    expect(screen.getByText(/none of its 3 findings could be confirmed/)).toBeInTheDocument();
  });
});
