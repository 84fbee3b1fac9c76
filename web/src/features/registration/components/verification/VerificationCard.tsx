import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from '../Signup.module.css';

export type VerificationState = 'form' | 'activated' | 'error';

/** The card every mode of /email-verification shows, in one of its three states. */
export function VerificationCard({
  state,
  title,
  children,
}: {
  state: VerificationState;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.card}>
      <Paper
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        shadow="xl"
        data-testid="email-verification"
        data-state={state}
      >
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </div>
  );
}

/** The activated state: what happened, and that the page moves on by itself. */
export function Activated({ message }: { message: string }) {
  return (
    <Stack align="center" gap="sm" py="md" data-testid="verification-activated">
      <ThemeIcon
        size={64}
        radius="xl"
        variant="gradient"
        gradient={{ from: 'violet', to: 'cyan', deg: 45 }}
      >
        <IconCircleCheck size={36} />
      </ThemeIcon>
      <Text ta="center">{message}</Text>
    </Stack>
  );
}
