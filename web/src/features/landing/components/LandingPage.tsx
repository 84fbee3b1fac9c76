import { Hero } from './Hero';
import { OsBanner, WorldBanner } from './ImageBanners';
import { LandingFooter } from './LandingFooter';
import { PathSection } from './PathSection';
import { PromisesSection } from './PromisesSection';

export function LandingPage() {
  return (
    <>
      <Hero />
      <OsBanner />
      <PromisesSection />
      <PathSection />
      <WorldBanner />
      <LandingFooter />
    </>
  );
}
