import type { MentionableMember } from "@hirelens/contracts";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { MentionBox, mentionQueryAt } from "./mention-box";

const members: MentionableMember[] = [
  { userId: "1", name: "Rita Recruiter", email: "rita@example.com" },
  { userId: "2", name: "Rafael Ruiz", email: "rafael@example.com" },
  { userId: "3", name: "Olivia Owner", email: "olivia@example.com" },
];

function Harness({ onEscapeOutside }: { onEscapeOutside?: () => void }) {
  const [value, setValue] = useState("");
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: stands in for the drawer's Escape handler
    <div
      onKeyDown={(event) => {
        if (event.key === "Escape") onEscapeOutside?.();
      }}
    >
      <MentionBox
        label="Add a comment"
        value={value}
        onChange={setValue}
        members={members}
        maxLength={2000}
      />
    </div>
  );
}

describe("mentionQueryAt", () => {
  it("finds the @word at the caret, not an e-mail address", () => {
    expect(mentionQueryAt("hi @ri", 6)).toEqual({ start: 3, query: "ri" });
    expect(mentionQueryAt("mail rita@example.com", 21)).toBeNull();
    expect(mentionQueryAt("@Rita Re", 8)).toEqual({ start: 0, query: "Rita Re" });
    expect(mentionQueryAt("@rita\nnext", 10)).toBeNull();
  });
});

describe("MentionBox", () => {
  it("lists matching members, moves with the arrows and inserts with Enter", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole("textbox", { name: /Add a comment/ });
    await user.type(box, "Thanks @r");
    expect(screen.getByRole("listbox")).toBeVisible();
    const options = screen.getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Rita Recruiter rita@example.com",
      "Rafael Ruiz rafael@example.com",
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("2 members match");
    expect(box).toHaveAttribute("aria-activedescendant", options[0]?.id);
    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", options[1]?.id);
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", options[0]?.id);
    await user.keyboard("{ArrowUp}{Enter}");
    expect(box).toHaveValue("Thanks @Rafael Ruiz ");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute("aria-activedescendant");
    await user.type(box, "ok");
    expect(box).toHaveValue("Thanks @Rafael Ruiz ok");
  });

  it("keeps typing after the inserted name, however late the next frame comes", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    const box = screen.getByRole("textbox", { name: /Add a comment/ });
    await user.type(box, "Ask @ol");
    await user.keyboard("{Enter}shall");
    // A frame passes while the user types on: nothing may move the caret back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await user.keyboard(" we meet?");
    expect(box).toHaveValue("Ask @Olivia Owner shall we meet?");
  });

  it("closes the list on Escape without closing what holds it", async () => {
    const user = userEvent.setup();
    const outside = vi.fn();
    render(<Harness onEscapeOutside={outside} />);
    const box = screen.getByRole("textbox", { name: /Add a comment/ });
    await user.type(box, "@ol");
    expect(screen.getAllByRole("option")).toHaveLength(1);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
    expect(outside).not.toHaveBeenCalled();
    // With the list closed, Enter types a new line and Escape reaches the drawer.
    await user.keyboard("{Enter}");
    expect(box).toHaveValue("@ol\n");
    await user.keyboard("{Escape}");
    expect(outside).toHaveBeenCalledTimes(1);
  });

  it("says when no member matches, and a non-member's name stays plain text", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole("textbox", { name: /Add a comment/ });
    await user.type(box, "@zed");
    expect(screen.getByRole("status")).toHaveTextContent("No workspace member matches");
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(box).toHaveValue("@zed\n");
  });
});
