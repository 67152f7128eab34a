import type { CandidateStatus, ReviewStatus } from "@hirelens/contracts";
import { Badge } from "@/components/ui/badge";

const candidateLabels: Record<CandidateStatus, string> = {
  queued: "Queued",
  parsing: "Parsing",
  scored: "Scored",
  failed: "Failed",
};

export function CandidateStatusBadge({ status }: { status: CandidateStatus }) {
  const tone =
    status === "scored"
      ? "success"
      : status === "failed"
        ? "danger"
        : status === "parsing"
          ? "info"
          : "neutral";
  return <Badge tone={tone}>{candidateLabels[status]}</Badge>;
}

export function ReviewBadge({ review }: { review: ReviewStatus }) {
  if (review === "shortlisted") return <Badge tone="success">Shortlisted</Badge>;
  if (review === "rejected") return <Badge tone="danger">Rejected</Badge>;
  return null;
}
