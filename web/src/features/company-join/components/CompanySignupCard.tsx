import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '../../registration/components/Signup.module.css';
import { SignupShell } from '../../registration/components/SignupShell';

/** A company page of the chromeless sign-up frame: one card with a title and a line of intro. */
export function CompanySignupCard({
  testId,
  back,
  title,
  intro,
  children,
}: {
  testId: string;
  back: { readonly href: string; readonly label: string; readonly testId: string };
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <SignupShell testId={testId} link={back}>
      <div className={classes.card}>
        <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xl">
          <Title order={2} size="h3" mb="xs">
            {title}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {intro}
          </Text>
          {children}
        </Paper>
      </div>
    </SignupShell>
  );
}
