import { AuditPage } from "@/features/bias-audit/components/audit-page";

export default function AuditRoute() {
  return <AuditPage />;
}
