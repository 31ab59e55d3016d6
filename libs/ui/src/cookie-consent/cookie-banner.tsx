import { Link } from '@club/stack';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../components/button';
import { useHydrated } from '../hydration/use-hydrated';
import { COOKIE_BANNER_EXIT_DELAY_MS, hasCookieConsent, prefersReducedMotion, storeCookieConsent } from './consent-cookie';
import { Actions, Content, Message, Region } from './cookie-banner.styles';

export interface CookieBannerProps {
  onAccept?: () => void;
  onDecline?: () => void;
}

type Phase = 'shown' | 'leaving' | 'gone';

/**
 * The consent banner of spec §4/§9. Both choices look alike (CNIL: refusing is as easy as accepting).
 * Renders inside the router (its learn-more link is a router Link).
 * The callbacks run at once on click, so the decision takes effect even if the page navigates away
 * during the slide-out; refusing stores nothing, so the banner returns on the next page load.
 * A prerendered page has no banner: it appears once the page is hydrated.
 */
export function CookieBanner({ onAccept, onDecline }: CookieBannerProps) {
  const [phase, setPhase] = useState<Phase>(() => (hasCookieConsent() ? 'gone' : 'shown'));
  const hydrated = useHydrated();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const leave = () => {
    setPhase('leaving');
    timer.current = window.setTimeout(() => setPhase('gone'), prefersReducedMotion() ? 0 : COOKIE_BANNER_EXIT_DELAY_MS);
  };
  const accept = () => {
    storeCookieConsent();
    leave();
    onAccept?.();
  };
  const decline = () => {
    leave();
    onDecline?.();
  };

  if (phase === 'gone' || !hydrated) return null;
  return (
    <Region aria-label="Consentement aux cookies" data-state={phase} inert={phase === 'leaving'}>
      <Content>
        <Message>
          Pour assurer son bon fonctionnement, le site utilise des cookies. En continuant votre navigation, vous acceptez leur utilisation.{' '}
          <Link to="/privacy">En savoir plus</Link>
        </Message>
        <Actions>
          <Button onClick={decline}>Refuser</Button>
          <Button onClick={accept}>Accepter</Button>
        </Actions>
      </Content>
    </Region>
  );
}
