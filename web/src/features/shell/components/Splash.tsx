import { MESSAGES, SHELL_TEXTS, TIMINGS_MS } from '@morphic/contracts';
import { useEffect, useState } from 'react';
import { useSession } from '../../session/hooks/useSession';
import classes from './Splash.module.css';

type SplashPhase = 'holding' | 'leaving' | 'gone';

// The splash greets a page load that starts on the home route, once; coming back to the
// home route later (a link, a sign-out) goes straight to the page.
let shownThisPage = typeof window === 'undefined' || window.location.pathname !== '/';

/** Black full-screen splash on the home route: 2 s, then it slides out over 0.8 s. */
export function Splash() {
  const [phase, setPhase] = useState<SplashPhase>(() => (shownThisPage ? 'gone' : 'holding'));
  const session = useSession();

  useEffect(() => {
    if (phase === 'gone') return;
    shownThisPage = true;
    const leave = window.setTimeout(() => setPhase('leaving'), TIMINGS_MS.splashHold);
    const remove = window.setTimeout(
      () => setPhase('gone'),
      TIMINGS_MS.splashHold + TIMINGS_MS.splashSlide,
    );
    return () => {
      window.clearTimeout(leave);
      window.clearTimeout(remove);
    };
    // Runs once per mount: the timers drive the phases.
  }, []);

  if (phase === 'gone') return null;
  return (
    <div
      className={classes.splash}
      data-phase={phase}
      data-testid="splash"
      style={{ transitionDuration: `${TIMINGS_MS.splashSlide}ms` }}
      aria-hidden={phase === 'leaving'}
    >
      <div className={classes.content}>
        <div className={classes.name}>{SHELL_TEXTS.productName}</div>
        <div className={classes.tagline}>{MESSAGES.tagline}</div>
        {session.status === 'loading' && (
          <div className={classes.loading}>{SHELL_TEXTS.loading}</div>
        )}
      </div>
    </div>
  );
}
