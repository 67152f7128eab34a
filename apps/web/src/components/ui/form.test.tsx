import { contactSupportSchema } from "@hirelens/contracts";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Form, useSchemaForm } from "./form";
import { Input } from "./input";

function SubjectForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const form = useSchemaForm(contactSupportSchema, {
    defaultValues: { category: "technical", subject: "", message: "" },
  });
  const { errors } = form.formState;
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Contact support">
      <Input label="Subject" error={errors.subject?.message} {...form.register("subject")} />
      <Input label="Message" error={errors.message?.message} {...form.register("message")} />
      <button type="submit">Send</button>
    </Form>
  );
}

describe("Form", () => {
  it("shows the contract schema's messages and focuses the first bad field", async () => {
    const onSubmit = vi.fn();
    render(<SubjectForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Subject is required")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Subject")).toHaveFocus();
    expect(screen.getByRole("form", { name: "Contact support" })).toHaveAttribute("novalidate");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the values as the schema parsed them", async () => {
    const onSubmit = vi.fn();
    render(<SubjectForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText("Subject"), "  Export fails  ");
    await userEvent.type(screen.getByLabelText("Message"), "The PDF export stops at 90 %.");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      category: "technical",
      subject: "Export fails",
      message: "The PDF export stops at 90 %.",
    });
  });
});
