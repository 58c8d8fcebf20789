import { SkipLink } from '@/components/layout/skip-link';
import { useDocumentTitle } from '@/lib/document-title';
import { LandingGate } from '@/features/session';
import { AudienceSection, FeaturesSection } from '../components/features-section';
import { ContactSection, LandingFooter } from '../components/contact-section';
import { HeroSection } from '../components/hero-section';
import { ImpactSection, SupportSection } from '../components/impact-section';
import { LandingHeader } from '../components/landing-header';
import { BenefitsSection, SecuritySection } from '../components/security-section';

/** '/' (spec 01 sections 1 and 2): signed-in users are sent on, visitors see the presentation. */
export default function LandingPage() {
  useDocumentTitle(null);
  return (
    <LandingGate>
      <SkipLink />
      <LandingHeader />
      <main id="conteudo" tabIndex={-1} className="focus:outline-none">
        <HeroSection />
        <FeaturesSection />
        <AudienceSection />
        <SecuritySection />
        <BenefitsSection />
        <ImpactSection />
        <SupportSection />
        <ContactSection />
      </main>
      <LandingFooter />
    </LandingGate>
  );
}
