import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { IgnoredTextList } from "./ignored-text-list";

const IGNORED = [
  {
    reason: "company" as const,
    start: 0,
    end: 40,
    text: "Lakeside Foods is a family-owned grocer.",
  },
  { reason: "legal" as const, start: 90, end: 130, text: "We are an Equal Opportunity Employer." },
  { reason: "company" as const, start: 50, end: 80, text: "Join our growing team." },
];

describe("IgnoredTextList", () => {
  it("names each kind of boilerplate left out, grouped, with the number of passages", () => {
    render(<IgnoredTextList ignored={IGNORED} />);
    expect(
      screen.getByRole("region", { name: "Ignored as not a requirement" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Company description")).toBeInTheDocument();
    expect(screen.getByText("2 passages")).toBeInTheDocument();
    expect(screen.getByText("Legal and equal-opportunity text")).toBeInTheDocument();
  });

  it("reaches each group with Tab and opens it to show the text", async () => {
    const user = userEvent.setup();
    render(<IgnoredTextList ignored={IGNORED} />);
    const details = screen.getByText("Legal and equal-opportunity text").closest("details");
    const summary = details?.querySelector("summary");
    await user.tab();
    await user.tab();
    // The second group's summary is the second stop: native details need no tabindex or role.
    expect(summary).toHaveFocus();
    expect(details).not.toHaveAttribute("open");
    // jsdom does not run a summary's keyboard activation; a browser turns Enter into this click.
    await user.click(summary as HTMLElement);
    expect(details).toHaveAttribute("open");
    expect(screen.getByText("We are an Equal Opportunity Employer.")).toBeVisible();
  });

  it("shows nothing when nothing was left out", () => {
    const { container } = render(<IgnoredTextList ignored={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
