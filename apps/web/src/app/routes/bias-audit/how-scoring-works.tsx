import { HowScoringWorks } from "@/features/bias-audit/components/how-scoring-works";
import { SiteFooter } from "@/features/landing/components/site-footer";
import { PublicLayout } from "@/features/public-pages/components/public-layout";

export default function HowScoringWorksRoute() {
  return (
    <PublicLayout footer={<SiteFooter />}>
      <HowScoringWorks />
    </PublicLayout>
  );
}
