import { ONBOARDING_STEPS, type OnboardingDataInput } from "@hirelens/contracts";
import { create } from "zustand";

/** What the wizard holds while the user answers: every field may still be empty. */
export type OnboardingDraft = {
  role: string;
  jobTitle: string;
  companyName: string;
  teamSize: string;
  hiringTeamSize: string;
  hiringVolume: string;
  industries: string[];
  roleTypes: string[];
  hiringGoals: string[];
};

export const EMPTY_ONBOARDING_DRAFT: OnboardingDraft = {
  role: "",
  jobTitle: "",
  companyName: "",
  teamSize: "",
  hiringTeamSize: "",
  hiringVolume: "",
  industries: [],
  roleTypes: [],
  hiringGoals: [],
};

export const ONBOARDING_LAST_STEP = ONBOARDING_STEPS.length - 1;

type OnboardingState = {
  /** Spec §4: starts at 0. */
  currentStep: number;
  data: OnboardingDraft;
  setData: (patch: Partial<OnboardingDraft>) => void;
  nextStep: () => void;
  previousStep: () => void;
  goToStep: (step: number) => void;
  /** Spec §4: back to step 0 with empty data. */
  reset: () => void;
};

const clampStep = (step: number) => Math.min(Math.max(step, 0), ONBOARDING_LAST_STEP);

export const useOnboardingStore = create<OnboardingState>((set) => ({
  currentStep: 0,
  data: EMPTY_ONBOARDING_DRAFT,
  setData: (patch) => set((state) => ({ data: { ...state.data, ...patch } })),
  nextStep: () => set((state) => ({ currentStep: clampStep(state.currentStep + 1) })),
  previousStep: () => set((state) => ({ currentStep: clampStep(state.currentStep - 1) })),
  goToStep: (step) => set({ currentStep: clampStep(step) }),
  reset: () => set({ currentStep: 0, data: EMPTY_ONBOARDING_DRAFT }),
}));

/** The draft as the request body the contract validates. */
export function toOnboardingInput(draft: OnboardingDraft): OnboardingDataInput {
  return draft as unknown as OnboardingDataInput;
}
