import { SIGN_UP_TEXTS } from '@morphic/contracts';
import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import classes from '../Signup.module.css';

const TEXTS = SIGN_UP_TEXTS.worker;

export function NodeActivatedStep({ onContinue }: { onContinue: () => void }) {
  return (
    <div data-testid="worker-node-activated" style={{ textAlign: 'center' }}>
      <div className={classes.node} aria-hidden="true" />
      <h1 className={classes.headline}>{TEXTS.nodeActivatedTitle}</h1>
      <p className={classes.lead}>{TEXTS.nodeActivatedText}</p>
      <Button
        size="lg"
        radius="xl"
        mt={32}
        variant="gradient"
        rightSection={<IconArrowRight size={18} />}
        onClick={onContinue}
        data-testid="worker-node-continue"
      >
        {TEXTS.continue}
      </Button>
    </div>
  );
}
