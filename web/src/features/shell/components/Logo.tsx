import { SHELL_TEXTS } from '@morphic/contracts';
import { AppLink } from '../../../lib/navigation/AppLink';
import classes from './AppHeader.module.css';

export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id="morphic-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="#11131c" />
      <path
        d="M14 46V18l18 16 18-16v28"
        fill="none"
        stroke="url(#morphic-logo-gradient)"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <AppLink href="/" className={classes.logo} aria-label={`${SHELL_TEXTS.productName} home`}>
      <LogoMark />
      <span className={classes.wordmark}>{SHELL_TEXTS.productName}</span>
    </AppLink>
  );
}
