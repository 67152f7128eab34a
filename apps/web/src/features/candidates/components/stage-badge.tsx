import { CANDIDATE_STAGE_LABELS, type CandidateStage } from "@hirelens/contracts";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const stageTones: Record<CandidateStage, BadgeTone> = {
  new: "neutral",
  shortlisted: "brand",
  interviewing: "info",
  offered: "warning",
  hired: "success",
  rejected: "danger",
};

/** A hiring stage in words, coloured by how far the person got (the word carries the meaning). */
export function StageBadge({ stage }: { stage: CandidateStage }) {
  return <Badge tone={stageTones[stage]}>{CANDIDATE_STAGE_LABELS[stage]}</Badge>;
}
