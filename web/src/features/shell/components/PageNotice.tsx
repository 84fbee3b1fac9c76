import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page that cannot show its content yet, saying why, with the ways on (`children`). */
export function PageNotice({
  icon,
  title,
  message,
  color = 'violet',
  testId,
  children,
}: {
  icon: ReactNode;
  title: string;
  message?: string;
  color?: string;
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
        {message && <Text c="dimmed">{message}</Text>}
        {children}
      </Stack>
    </Center>
  );
}
