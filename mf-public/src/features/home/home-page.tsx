import { usePageTitle, useSiteConfig } from '@club/ui';
import { PageContainer } from '../../shared/components/page-container';
import { AboutSection } from './components/about-section';
import { ContactTeaser } from './components/contact-teaser';
import { HeroSection } from './components/hero-section';
import { JoinSection } from './components/join-section';
import { LatestArticles } from './components/latest-articles';
import { SportsSection } from './components/sports-section';

export function HomePage() {
  const site = useSiteConfig();
  usePageTitle('Accueil');
  return (
    <PageContainer>
      <HeroSection site={site} />
      <LatestArticles />
      <AboutSection site={site} />
      <SportsSection />
      <JoinSection />
      <ContactTeaser site={site} />
    </PageContainer>
  );
}
