import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar } from "./avatar";

describe("Avatar", () => {
  it("shows the initials of the first and last name at the default size", () => {
    const { container } = render(<Avatar name="Rita  de la Recruiter" />);
    const avatar = container.firstElementChild;
    expect(avatar).toHaveTextContent("RR");
    expect(avatar).toHaveClass("size-9", "text-sm");
  });

  it("lets a caller's size and font size replace the defaults instead of competing with them", () => {
    const { container } = render(<Avatar name="Rita Recruiter" className="size-24 text-2xl" />);
    const avatar = container.firstElementChild;
    expect(avatar).toHaveClass("size-24", "text-2xl");
    expect(avatar).not.toHaveClass("size-9");
    expect(avatar).not.toHaveClass("text-sm");
  });

  it("shows the photo when there is one", () => {
    const { container } = render(
      <Avatar name="Rita Recruiter" image="/api/files/me.png" className="size-8" />,
    );
    const image = container.querySelector("img");
    expect(image).toHaveAttribute("src", "/api/files/me.png");
    expect(image).toHaveClass("size-8");
    expect(image).not.toHaveClass("size-9");
  });
});
