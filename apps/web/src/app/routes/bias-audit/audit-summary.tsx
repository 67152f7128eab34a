import { useParams } from "react-router";
import { PublicAuditSummary } from "@/features/bias-audit/components/public-audit-summary";
import { SiteFooter } from "@/features/landing/components/site-footer";
import { PublicLayout } from "@/features/public-pages/components/public-layout";

export default function AuditSummaryRoute() {
  const { publicId = "" } = useParams();
  return (
    <PublicLayout footer={<SiteFooter />}>
      <PublicAuditSummary publicId={publicId} />
    </PublicLayout>
  );
}
