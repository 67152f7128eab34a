import { TICKET_STATUS_LABELS, type TicketStatus } from "@hirelens/contracts";
import { Badge } from "@/components/ui/badge";

const TONES = { open: "info", pending: "warning", resolved: "success" } as const;

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={TONES[status]}>{TICKET_STATUS_LABELS[status]}</Badge>;
}
