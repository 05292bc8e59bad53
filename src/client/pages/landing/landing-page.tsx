import { ContactSection } from "./contact-section";
import { FaqSection } from "./faq-section";
import { FeaturesSection } from "./features-section";
import { LandingFooter } from "./landing-footer";
import { LandingTopBar } from "./landing-top-bar";
import { PricingSection } from "./pricing-section";
import { TryNowSection } from "./try-now-section";
import { UseCasesSection } from "./use-cases-section";
import { useScrollSpy } from "./use-scroll-spy";

export default function LandingPage() {
  const [active, goTo] = useScrollSpy();
  return (
    <>
      <LandingTopBar active={active} onNavigate={goTo} />
      <main>
        <TryNowSection onViewPlans={() => goTo("pricing")} />
        <FeaturesSection />
        <UseCasesSection />
        <PricingSection onContact={() => goTo("contact")} />
        <FaqSection />
        <ContactSection />
      </main>
      <LandingFooter onNavigate={goTo} />
    </>
  );
}
