import { SIGN_UP_TEXTS } from '@morphic/contracts';
import { Button, Group } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { AppLink } from '../../../../lib/navigation/AppLink';
import classes from '../Signup.module.css';

const TEXTS = SIGN_UP_TEXTS.worker;

export function FirstMissionStep({ onFinish }: { onFinish: () => void }) {
  return (
    <div data-testid="worker-first-mission" style={{ textAlign: 'center' }}>
      <span className={classes.choiceIcon} style={{ width: 64, height: 64, borderRadius: 18 }}>
        <IconRocket size={32} />
      </span>
      <h1 className={classes.headline}>{TEXTS.firstMissionTitle}</h1>
      <p className={classes.lead}>{TEXTS.firstMissionText}</p>
      <Group justify="center" mt={32}>
        <Button
          component={AppLink}
          href="/tasks"
          size="lg"
          radius="xl"
          variant="gradient"
          data-testid="worker-go-to-tasks"
        >
          {TEXTS.goToTasks}
        </Button>
        <Button
          size="lg"
          radius="xl"
          variant="outline"
          color="gray.0"
          onClick={onFinish}
          data-testid="worker-finish"
        >
          {TEXTS.finish}
        </Button>
      </Group>
    </div>
  );
}
