import { SiteFooter } from "@/features/landing/components/site-footer";
import { PrivacyPolicyPage } from "@/features/public-pages/components/privacy-policy-page";
import { PublicLayout } from "@/features/public-pages/components/public-layout";

export default function PrivacyPolicyPageRoute() {
  return (
    <PublicLayout footer={<SiteFooter />}>
      <PrivacyPolicyPage />
    </PublicLayout>
  );
}
