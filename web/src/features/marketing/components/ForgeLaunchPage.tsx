import { FORGE_TEXTS, MARKETING_TEXTS } from '@morphic/contracts';
import { Button } from '@mantine/core';
import { IconArrowLeft, IconHammer } from '@tabler/icons-react';
import { AppLink } from '../../../lib/navigation/AppLink';
import landing from '../../landing/components/Landing.module.css';
import { NetworkCanvas } from '../../landing/components/NetworkCanvas';
import { Logo } from '../../shell/components/Logo';
import forge from './Forge.module.css';
import { UnderConstructionPill } from './ForgePage';

/**
 * /morphic-ide/launch: the Forge's full-screen entrance (the shell hides its chrome here).
 * The scratchpad (/ide) is not built yet, so the call to action says it is coming instead of
 * leading to a page that does not exist.
 */
export function ForgeLaunchPage() {
  return (
    <div className={forge.launch} data-testid="forge-launch-page">
      <NetworkCanvas className={forge.launchCanvas} />
      <header className={forge.launchTop}>
        <Logo />
        <AppLink href="/morphic-ide" className={forge.launchBack} data-testid="forge-back">
          <IconArrowLeft size={16} />
          {MARKETING_TEXTS.backToForge}
        </AppLink>
      </header>
      <div className={forge.launchCenter}>
        <div className={forge.launchMark}>
          <IconHammer size={36} />
        </div>
        <h1 className={forge.launchTitle}>
          <span className={landing.typed}>{FORGE_TEXTS.enter}</span>
        </h1>
        <p className={forge.launchText}>
          {FORGE_TEXTS.tagline}: follow the steps and build something real while the Forge guides
          you.
        </p>
        <div style={{ marginTop: 18 }}>
          <UnderConstructionPill />
        </div>
        <div className={forge.launchActions}>
          <Button size="xl" radius="xl" disabled data-testid="forge-launch-enter">
            {FORGE_TEXTS.scratchpadComing}
          </Button>
        </div>
        <p className={forge.launchText} data-testid="forge-launch-note">
          {FORGE_TEXTS.scratchpadComingNote}
        </p>
      </div>
    </div>
  );
}
