import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { ChipsInput } from "./chips-input";
import { Input } from "./input";
import { Textarea } from "./textarea";

describe("Input", () => {
  it("links label, required marker, error and helper text", () => {
    render(<Input label="Email" isRequired error="Email is required" helperText="Work e-mail" />);
    const input = screen.getByLabelText(/Email/);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("aria-required", "true");
    expect(input).toHaveAccessibleDescription("Email is required");
    expect(screen.getByText("*")).toBeInTheDocument();
    // the error replaces the helper text
    expect(screen.queryByText("Work e-mail")).not.toBeInTheDocument();
  });

  it("turns the character counter amber past 90% of the max length", () => {
    const { rerender } = render(
      <Input label="Title" maxLength={10} showCounter value="123456789" readOnly />,
    );
    expect(screen.getByText("9/10")).not.toHaveAttribute("data-warning");
    rerender(<Input label="Title" maxLength={10} showCounter value="1234567890" readOnly />);
    expect(screen.getByText("10/10")).toHaveAttribute("data-warning", "true");
  });

  it("shows a spinner while loading", () => {
    render(<Input label="Company" isLoading />);
    expect(screen.getByTestId("spinner")).toBeInTheDocument();
  });
});

describe("Textarea", () => {
  it("has the same label, error and counter behaviour", () => {
    render(
      <Textarea
        label="Notes"
        error="Too short"
        maxLength={20}
        showCounter
        value={"x".repeat(19)}
        readOnly
      />,
    );
    expect(screen.getByLabelText("Notes")).toHaveAccessibleDescription("Too short");
    expect(screen.getByText("19/20")).toHaveAttribute("data-warning", "true");
  });
});

describe("Button", () => {
  it("is disabled and reads 'Loading...' while loading", () => {
    render(<Button isLoading>Save</Button>);
    const button = screen.getByRole("button");
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent("Loading...");
    expect(button).not.toHaveTextContent("Save");
  });
});

describe("field state border", () => {
  it("marks an invalid field red whatever its variant, so the variant's own border cannot hide it", () => {
    for (const variant of ["default", "auth", "form", "glass"] as const) {
      const { unmount } = render(<Input label="Name" variant={variant} error="Name is required" />);
      expect(screen.getByLabelText("Name")).toHaveClass("border-rose-500!");
      unmount();
    }
  });
});

describe("ChipsInput", () => {
  it("leaves no timer behind when it goes away right after losing focus", () => {
    vi.useFakeTimers();
    try {
      const { unmount } = render(
        <ChipsInput label="Skills" values={["SQL"]} onChange={() => {}} />,
      );
      const field = screen.getByRole("combobox", { name: "Skills" });
      fireEvent.focus(field);
      fireEvent.blur(field);
      // The suggestions close a moment after the blur, so a click on one still lands.
      expect(vi.getTimerCount()).toBe(1);
      unmount();
      // A timer that outlived the field would update state after unmount (and, in a test run,
      // after the page itself is gone).
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
