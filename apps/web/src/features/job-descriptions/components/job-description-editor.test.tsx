import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubServer } from "@/test/fake-server";
import { JobDescriptionEditor } from "./job-description-editor";

const POSTING =
  "Platform Engineer. You will run our Kubernetes clusters and write Go services for five years.";

function renderEditor(onDone = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <JobDescriptionEditor job={null} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const posts = (calls: Array<{ key: string; body: unknown }>) =>
  calls.filter((call) => call.key.startsWith("POST"));

// The whole page renders per test: more than the default 5 s on a loaded 2-core machine.
describe("job description editor", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says what the title and text need and focuses the first bad field, sending nothing", async () => {
    const calls = stubServer({});
    const user = userEvent.setup();
    const onDone = renderEditor();
    await user.click(screen.getByRole("button", { name: "Save job description" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(screen.getByText("Job description text is required")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveFocus();

    await user.paste("Platform Engineer");
    await user.click(screen.getByRole("textbox", { name: "Job description" }));
    await user.paste("Too short.");
    await user.click(screen.getByRole("button", { name: "Save job description" }));
    expect(
      await screen.findByText("Job description must be at least 30 characters"),
    ).toBeInTheDocument();
    expect(screen.queryByText("Title is required")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Job description" })).toHaveFocus();
    expect(posts(calls)).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("sends the trimmed fields and shows the server's field message under its field", async () => {
    const calls = stubServer({
      "POST /job-descriptions": () => ({
        status: 422,
        body: {
          status: 422,
          code: "VALIDATION",
          message: "Validation error",
          errors: { title: ["A job with this title already exists"] },
        },
      }),
    });
    const user = userEvent.setup();
    const onDone = renderEditor();
    await user.click(screen.getByRole("textbox", { name: "Title" }));
    await user.paste("  Platform Engineer ");
    await user.click(screen.getByRole("textbox", { name: "Job description" }));
    await user.paste(POSTING);
    await user.click(screen.getByRole("button", { name: "Save job description" }));
    expect(await screen.findByText("A job with this title already exists")).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toMatchObject({
      title: "Platform Engineer",
      text: POSTING,
      company: null,
      location: null,
    });
    expect(onDone).not.toHaveBeenCalled();
  });
});
