import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { stubServer } from "@/test/fake-server";
import { useOnboardingStore } from "../stores/onboarding-store";
import { OnboardingWizard } from "./onboarding-wizard";

function renderWizard(onCompleted = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OnboardingWizard onCompleted={onCompleted} />
    </QueryClientProvider>,
  );
  return onCompleted;
}

async function answerFirstSteps(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText("Recruiter"));
  await user.type(screen.getByRole("textbox", { name: "Job title" }), "Head of Talent");
  await user.type(screen.getByRole("textbox", { name: "Company name" }), "Acme");
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.click(await screen.findByLabelText("11–50 employees"));
  await user.click(screen.getByLabelText("Just me"));
  await user.click(screen.getByLabelText("1–5 hires a month"));
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.click(await screen.findByLabelText("Healthcare"));
  await user.click(screen.getByLabelText("Design"));
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.click(await screen.findByLabelText("Reduce hiring costs"));
}

// Journeys of many clicks through every step: more than the default 5 s on a loaded 2-core machine.
describe("onboarding wizard", { timeout: 20_000 }, () => {
  beforeEach(() => useOnboardingStore.getState().reset());

  it("starts at step 0 and will not move on until the step is answered", async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(useOnboardingStore.getState().currentStep).toBe(0);
    expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Please select your role")).toBeInTheDocument();
    expect(screen.getByText("Job title is required")).toBeInTheDocument();
    expect(screen.getByText("Company name is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Recruiter")).toHaveFocus();
    expect(useOnboardingStore.getState().currentStep).toBe(0);
  });

  it("focuses the first refused answer and clears a message once it is answered", async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByLabelText("Hiring manager"));
    await user.type(screen.getByRole("textbox", { name: "Job title" }), "A");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Job title must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Job title" })).toHaveFocus();
    expect(screen.queryByText("Please select your role")).not.toBeInTheDocument();
    expect(screen.getByText("Company name is required")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Company name" }), "Acme");
    await waitFor(() =>
      expect(screen.queryByText("Company name is required")).not.toBeInTheDocument(),
    );
    expect(useOnboardingStore.getState().currentStep).toBe(0);

    await user.type(screen.getByRole("textbox", { name: "Job title" }), "I");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Your team" })).toHaveFocus();
    await user.click(screen.getByLabelText("Just me"));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Please select your company size")).toBeInTheDocument();
    expect(screen.getByText("Please select your hiring volume")).toBeInTheDocument();
    expect(screen.getByLabelText("1–10 employees")).toHaveFocus();
    expect(useOnboardingStore.getState().data).toMatchObject({
      role: "hiring-manager",
      jobTitle: "AI",
      companyName: "Acme",
      hiringTeamSize: "just-me",
    });
  });

  it("moves focus to each new step's heading; back keeps the answers; start over empties them", async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByLabelText("Founder / business owner"));
    await user.type(screen.getByRole("textbox", { name: "Job title" }), "CEO");
    await user.type(screen.getByRole("textbox", { name: "Company name" }), "Tiny Co");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Your team" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("heading", { name: "Tell us about you" })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Job title" })).toHaveValue("CEO");
    expect(screen.getByLabelText("Founder / business owner")).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Start over" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Job title" })).toHaveValue(""));
    expect(screen.getByLabelText("Founder / business owner")).not.toBeChecked();
    expect(useOnboardingStore.getState()).toMatchObject({
      currentStep: 0,
      data: { role: "", jobTitle: "", industries: [] },
    });
    expect(screen.getByRole("textbox", { name: "Job title" })).toHaveValue("");
  });

  it("saves every answer on the last step and reports completion", async () => {
    const calls = stubServer({
      "PUT /user/onboarding": () => ({
        status: 200,
        body: {
          data: {
            message: "Onboarding completed",
            onboardingCompleted: true,
            updatedAt: "2026-01-01T00:00:00.000Z",
          },
        },
      }),
    });
    const user = userEvent.setup();
    const onCompleted = renderWizard();
    await answerFirstSteps(user);
    await user.click(screen.getByRole("button", { name: "Finish" }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(calls[0]).toEqual({
      key: "PUT /user/onboarding",
      body: {
        role: "recruiter",
        jobTitle: "Head of Talent",
        companyName: "Acme",
        teamSize: "11-50",
        hiringTeamSize: "just-me",
        hiringVolume: "1-5",
        industries: ["healthcare"],
        roleTypes: ["design"],
        hiringGoals: ["reduce-costs"],
      },
    });
  });

  it("says 'Failed to save onboarding data' when saving fails, and keeps the answers", async () => {
    stubServer({
      "PUT /user/onboarding": () => ({
        status: 500,
        body: { status: 500, code: "INTERNAL", message: "boom" },
      }),
    });
    const user = userEvent.setup();
    const onCompleted = renderWizard();
    await answerFirstSteps(user);
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findAllByText("Failed to save onboarding data")).not.toHaveLength(0);
    expect(onCompleted).not.toHaveBeenCalled();
    expect(useOnboardingStore.getState().data.hiringGoals).toEqual(["reduce-costs"]);
  });
});
