import { SiteFooter } from "@/features/landing/components/site-footer";
import { PublicLayout } from "@/features/public-pages/components/public-layout";
import { TermsOfServicePage } from "@/features/public-pages/components/terms-of-service-page";

export default function TermsOfServicePageRoute() {
  return (
    <PublicLayout footer={<SiteFooter />}>
      <TermsOfServicePage />
    </PublicLayout>
  );
}
