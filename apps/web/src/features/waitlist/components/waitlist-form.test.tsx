import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { createFakeFetch, type FakeReply } from "@/test/fake-fetch";
import { WaitlistForm } from "./waitlist-form";

function renderForm(fetchImpl: typeof fetch) {
  const client = createApiClient({ fetch: fetchImpl, onUnauthorized: () => {}, onError: () => {} });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WaitlistForm client={client} />
    </QueryClientProvider>,
  );
  return { user };
}

function renderWithReplies(...replies: FakeReply[]) {
  const fake = createFakeFetch(...replies);
  return { ...renderForm(fake.fetch), calls: fake.calls };
}

const field = {
  name: () => screen.getByLabelText(/Your name/),
  email: () => screen.getByLabelText(/Enter your email/),
  role: () => screen.getByLabelText(/Your role/),
  company: () => screen.getByLabelText("Company name (optional)"),
  submit: () => screen.getByRole("button", { name: /Get Early Access|Joining/ }),
};

async function fillValid(user: ReturnType<typeof userEvent.setup>, company = "") {
  await user.type(field.name(), "  Ada Lovelace ");
  await user.type(field.email(), " ada@example.com ");
  await user.type(field.role(), " Head of Talent ");
  if (company) await user.type(field.company(), company);
}

describe("waitlist form: validation (spec §5)", () => {
  it("shows the required messages on submit and sends nothing", async () => {
    const { user, calls } = renderWithReplies({
      status: 201,
      body: { data: { message: "ok", position: 1 } },
    });
    await user.click(field.submit());
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Role is required")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(field.name()).toHaveAttribute("aria-invalid", "true");
    expect(field.name()).toHaveAccessibleDescription("Name is required");
  });

  it("puts focus on the first invalid field on submit", async () => {
    const { user } = renderWithReplies({ status: 201, body: {} });
    await user.type(field.name(), "Ada Lovelace");
    await user.click(field.submit());
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    await waitFor(() => expect(field.email()).toHaveFocus());
  });

  it("validates on every change with the spec's messages", async () => {
    const { user } = renderWithReplies({ status: 201, body: {} });
    await user.type(field.name(), "A");
    expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();
    await user.type(field.name(), "da 3");
    expect(await screen.findByText("Name can only contain letters and spaces")).toBeInTheDocument();
    await user.clear(field.name());
    expect(await screen.findByText("Name is required")).toBeInTheDocument();

    await user.type(field.email(), "not-an-email");
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();

    await user.type(field.role(), "x");
    expect(await screen.findByText("Role must be at least 2 characters")).toBeInTheDocument();
    await user.type(field.role(), "y");
    await waitFor(() =>
      expect(screen.queryByText("Role must be at least 2 characters")).not.toBeInTheDocument(),
    );
    expect(field.role()).not.toHaveAttribute("aria-invalid");
  });
});

describe("waitlist form: submitting and success", () => {
  it("sends trimmed values without an empty company, disables everything while sending, then shows success", async () => {
    let resolve: (response: Response) => void = () => {};
    const bodies: unknown[] = [];
    const fetchImpl = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Promise<Response>((r) => {
        resolve = r;
      });
    }) as unknown as typeof fetch;
    const { user } = renderForm(fetchImpl);
    await fillValid(user);
    await user.click(field.submit());

    expect(await screen.findByText("Joining...")).toBeInTheDocument();
    expect(field.submit()).toBeDisabled();
    for (const input of [field.name(), field.email(), field.role(), field.company()]) {
      expect(input).toBeDisabled();
    }
    expect(bodies).toEqual([
      { name: "Ada Lovelace", email: "ada@example.com", role: "Head of Talent" },
    ]);

    resolve(
      Response.json(
        { data: { message: "You are number 7 on the list.", position: 7 } },
        { status: 201 },
      ),
    );
    expect(await screen.findByRole("heading", { name: "You're In!" })).toBeInTheDocument();
    expect(screen.getByText("You are number 7 on the list.")).toBeInTheDocument();
  });

  it("sends company when it is filled in", async () => {
    const { user, calls } = renderWithReplies({
      status: 201,
      body: { data: { message: "ok", position: 1 } },
    });
    await fillValid(user, "  Acme  ");
    await user.click(field.submit());
    await screen.findByRole("heading", { name: "You're In!" });
    expect(calls[0]?.body).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      role: "Head of Talent",
      company: "Acme",
    });
  });

  it("shows the default message when the server sends none, and 'Back to Page' returns to an empty form", async () => {
    const { user } = renderWithReplies({ status: 201, body: { data: {} } });
    await fillValid(user);
    await user.click(field.submit());
    expect(await screen.findByText("Thank you for joining our waitlist!")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to Page" }));
    expect(
      screen.getByRole("heading", { name: "Ready to Experience the Future?" }),
    ).toBeInTheDocument();
    expect(field.name()).toHaveValue("");
    expect(field.email()).toHaveValue("");
    expect(field.role()).toHaveValue("");
    expect(field.company()).toHaveValue("");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(field.submit()).toHaveTextContent("Get Early Access");
  });
});

describe("waitlist form: failures (spec §8)", () => {
  it("409 puts the duplicate message under the email field; typing clears it", async () => {
    const { user } = renderWithReplies({
      status: 409,
      body: {
        status: 409,
        code: "CONFLICT",
        message: "This email is already registered on our waitlist",
      },
    });
    await fillValid(user);
    await user.click(field.submit());
    expect(
      await screen.findByText("This email is already registered on our waitlist"),
    ).toBeInTheDocument();
    expect(field.email()).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.type(field.email(), "m");
    await waitFor(() =>
      expect(
        screen.queryByText("This email is already registered on our waitlist"),
      ).not.toBeInTheDocument(),
    );
  });

  it("422 shows each field's first message under that field", async () => {
    const { user } = renderWithReplies({
      status: 422,
      body: {
        status: 422,
        code: "VALIDATION",
        message: "Validation error",
        errors: { name: ["Name is taken by a robot", "second"], role: ["Role looks odd"] },
      },
    });
    await fillValid(user);
    await user.click(field.submit());
    expect(await screen.findByText("Name is taken by a robot")).toBeInTheDocument();
    expect(screen.queryByText("second")).not.toBeInTheDocument();
    expect(screen.getByText("Role looks odd")).toBeInTheDocument();
    await user.type(field.role(), "s");
    await waitFor(() => expect(screen.queryByText("Role looks odd")).not.toBeInTheDocument());
    expect(screen.getByText("Name is taken by a robot")).toBeInTheDocument();
  });

  it("another failure with a status shows the banner with the formatted message", async () => {
    const { user } = renderWithReplies({ status: 503, body: { message: "Down for maintenance" } });
    await fillValid(user);
    await user.click(field.submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Down for maintenance");
  });

  it("a 500 shows the banner", async () => {
    const { user } = renderWithReplies({ status: 500, body: { status: 500, message: "boom" } });
    await fillValid(user);
    await user.click(field.submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Server error. Please try again later.",
    );
  });

  it("a failure without status shows 'Failed to join waitlist. Please try again.'", async () => {
    const { user } = renderWithReplies({ throws: new TypeError("Failed to fetch") });
    await fillValid(user);
    await user.click(field.submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to join waitlist. Please try again.",
    );
    expect(field.submit()).toBeEnabled();
    expect(field.name()).toHaveValue("  Ada Lovelace ");
  });

  it("a new submit clears the earlier banner", async () => {
    const { user } = renderWithReplies(
      { throws: new TypeError("Failed to fetch") },
      { status: 201, body: { data: { message: "Welcome aboard", position: 2 } } },
    );
    await fillValid(user);
    await user.click(field.submit());
    await screen.findByRole("alert");
    await user.click(field.submit());
    expect(await screen.findByText("Welcome aboard")).toBeInTheDocument();
    expect(
      screen.queryByText("Failed to join waitlist. Please try again."),
    ).not.toBeInTheDocument();
  });
});
