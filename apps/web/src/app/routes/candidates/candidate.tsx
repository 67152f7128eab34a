import { useParams } from "react-router";
import { CandidatePage } from "@/features/candidates/components/candidate-page";

export default function CandidateRoute() {
  const { id = "" } = useParams();
  return <CandidatePage key={id} id={id} />;
}
