import type { ReactNode } from 'react';
import landing from '../../landing/components/Landing.module.css';
import { NetworkCanvas } from '../../landing/components/NetworkCanvas';
import classes from './Marketing.module.css';

export interface MarketingHeroProps {
  readonly eyebrow: string;
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  /** Next to the eyebrow: a status pill such as "Under construction". */
  readonly badge?: ReactNode;
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
  readonly testId?: string;
}

/** The landing page's dark network hero, for every marketing page. */
export function MarketingHero({
  eyebrow,
  title,
  subtitle,
  badge,
  actions,
  children,
  testId,
}: MarketingHeroProps) {
  return (
    <section className={landing.hero} data-testid={testId}>
      <NetworkCanvas className={landing.canvas} />
      <div className={landing.heroInner}>
        <div className={landing.eyebrowRow}>
          <span className={landing.eyebrow}>{eyebrow}</span>
          {badge}
        </div>
        <h1 className={classes.title}>{title}</h1>
        {subtitle && <p className={landing.subtitle}>{subtitle}</p>}
        {children}
        {actions && <div className={landing.actions}>{actions}</div>}
      </div>
    </section>
  );
}

/** Words of a hero title in the landing page's violet-to-cyan gradient. */
export function Highlight({ children }: { children: ReactNode }) {
  return <span className={landing.typed}>{children}</span>;
}
