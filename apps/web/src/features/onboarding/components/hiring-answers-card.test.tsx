import type { Profile } from "@hirelens/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubServer } from "@/test/fake-server";
import { HiringAnswersCard } from "./hiring-answers-card";

const profile: Profile = {
  name: "Rita Recruiter",
  email: "rita@example.com",
  profileImage: null,
  jobTitle: "Senior Recruiter",
  companyName: "Acme Inc.",
  role: "recruiter",
  teamSize: "11-50",
  hiringTeamSize: "just-me",
  hiringVolume: "1-5",
  industries: ["technology"],
  roleTypes: ["engineering"],
  hiringGoals: ["reduce-costs"],
  onboardingCompleted: true,
  updatedAt: null,
};

function renderCard(overrides: Partial<Profile> = {}, onSaved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HiringAnswersCard profile={{ ...profile, ...overrides }} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
}

const saved = {
  status: 200,
  body: {
    data: {
      message: "Onboarding completed",
      onboardingCompleted: true,
      updatedAt: "2026-01-01T00:00:00.000Z",
    },
  },
};

// Journeys of many clicks through every step: more than the default 5 s on a loaded 2-core machine.
describe("hiring answers on the profile", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the onboarding answers by their labels", () => {
    renderCard();
    const section = screen.getByRole("region", { name: "Hiring profile" });
    expect(within(section).getByText("Recruiter")).toBeInTheDocument();
    expect(within(section).getByText("Reduce hiring costs")).toBeInTheDocument();
  });

  it("saves changed answers with the profile's job title and company, then closes the form", async () => {
    const calls = stubServer({ "PUT /user/onboarding": () => saved });
    const user = userEvent.setup();
    const onSaved = renderCard();
    await user.click(screen.getByRole("button", { name: "Edit answers" }));
    await user.click(screen.getByLabelText("Healthcare"));
    await user.click(screen.getByRole("button", { name: "Save answers" }));
    expect(await screen.findByRole("button", { name: "Edit answers" })).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    const put = calls.find((call) => call.key === "PUT /user/onboarding");
    expect(put?.body).toMatchObject({
      jobTitle: "Senior Recruiter",
      companyName: "Acme Inc.",
      industries: ["technology", "healthcare"],
    });
  });

  it("will not save without an answer, and says so under the question", async () => {
    const calls = stubServer({ "PUT /user/onboarding": () => saved });
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole("button", { name: "Edit answers" }));
    await user.click(screen.getByLabelText("Reduce hiring costs"));
    await user.click(screen.getByRole("button", { name: "Save answers" }));
    expect(await screen.findByText(/Please select at least one/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("says what each unanswered question needs and focuses the first of them", async () => {
    const calls = stubServer({ "PUT /user/onboarding": () => saved });
    const user = userEvent.setup();
    renderCard({ teamSize: null, industries: [], hiringGoals: [] });
    await user.click(screen.getByRole("button", { name: "Edit answers" }));
    await user.click(screen.getByRole("button", { name: "Save answers" }));
    expect(await screen.findByText("Please select your company size")).toBeInTheDocument();
    expect(screen.getByText("Please select at least one industry")).toBeInTheDocument();
    expect(screen.getByText("Please select at least one hiring goal")).toBeInTheDocument();
    expect(screen.getByLabelText("1–10 employees")).toHaveFocus();
    expect(screen.getByRole("group", { name: "Company size" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await user.click(screen.getByLabelText("51–200 employees"));
    expect(screen.queryByText("Please select your company size")).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("asks for a job title first when the profile has none", async () => {
    stubServer({ "PUT /user/onboarding": () => saved });
    const user = userEvent.setup();
    renderCard({ jobTitle: null });
    await user.click(screen.getByRole("button", { name: "Edit answers" }));
    await user.click(screen.getByRole("button", { name: "Save answers" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Add your job title and company under Personal details first.",
    );
  });

  it("keeps the form open with the spec's message when saving fails", async () => {
    stubServer({
      "PUT /user/onboarding": () => ({
        status: 500,
        body: { status: 500, code: "INTERNAL", message: "boom" },
      }),
    });
    const user = userEvent.setup();
    const onSaved = renderCard();
    await user.click(screen.getByRole("button", { name: "Edit answers" }));
    await user.click(screen.getByRole("button", { name: "Save answers" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to save onboarding data");
    expect(onSaved).not.toHaveBeenCalled();
  });
});
