import { CandidatesPage } from "@/features/candidates/components/candidates-page";

export default function CandidatesRoute() {
  return <CandidatesPage />;
}
