import { SiteFooter } from "@/features/landing/components/site-footer";
import { PricingPage } from "@/features/pricing/components/pricing-page";
import { PublicLayout } from "@/features/public-pages/components/public-layout";

export default function PricingPageRoute() {
  return (
    <PublicLayout footer={<SiteFooter />}>
      <PricingPage />
    </PublicLayout>
  );
}
