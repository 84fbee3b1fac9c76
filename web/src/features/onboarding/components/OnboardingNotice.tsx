import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A centred notice: the founder welcome, the placeholder, or an account without onboarding. */
export function OnboardingNotice({
  icon,
  color = 'violet',
  title,
  message,
  testId,
  children,
}: {
  icon: ReactNode;
  color?: string;
  title: string;
  message: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Center py={72} px="md" data-testid={testId}>
      <Stack align="center" gap="sm" maw={560} ta="center">
        <ThemeIcon size={60} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2} fz={24}>
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        {children}
      </Stack>
    </Center>
  );
}
