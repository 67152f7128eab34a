import { SiteFooter } from "@/features/landing/components/site-footer";
import { FeaturesPage } from "@/features/public-pages/components/features-page";
import { PublicLayout } from "@/features/public-pages/components/public-layout";

export default function FeaturesPageRoute() {
  return (
    <PublicLayout footer={<SiteFooter />}>
      <FeaturesPage />
    </PublicLayout>
  );
}
