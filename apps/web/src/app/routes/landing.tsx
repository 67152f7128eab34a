import { AudienceSection } from "@/features/landing/components/audience-section";
import { DemoSection } from "@/features/landing/components/demo-section";
import { FeaturesSection } from "@/features/landing/components/features-section";
import { HeroSection } from "@/features/landing/components/hero-section";
import { HowItWorksSection } from "@/features/landing/components/how-it-works-section";
import { ProblemsSection } from "@/features/landing/components/problems-section";
import { SiteFooter } from "@/features/landing/components/site-footer";
import { SiteHeader } from "@/features/landing/components/site-header";
import { StatsSection } from "@/features/landing/components/stats-section";
import { WaitlistSection } from "@/features/waitlist/components/waitlist-section";

/** Spec §2: the ten landing sections, in order. */
export default function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main-content" className="flex-1">
        <HeroSection />
        <ProblemsSection />
        <AudienceSection />
        <HowItWorksSection />
        <DemoSection />
        <StatsSection />
        <FeaturesSection />
        <WaitlistSection />
      </main>
      <SiteFooter />
    </div>
  );
}
