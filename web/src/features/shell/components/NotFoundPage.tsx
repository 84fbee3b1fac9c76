import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { AppLink } from '../../../lib/navigation/AppLink';

export function NotFoundPage() {
  return (
    <Center py={96} data-testid="not-found">
      <Stack align="center" gap="md" ta="center" maw={460}>
        <Text
          fw={800}
          fz={96}
          lh={1}
          variant="gradient"
          gradient={{ from: 'violet.6', to: 'cyan.5', deg: 120 }}
        >
          404
        </Text>
        <Title order={2}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist yet, or it has moved.</Text>
        <Button component={AppLink} href="/" leftSection={<IconArrowLeft size={16} />} mt="sm">
          Back to the home page
        </Button>
      </Stack>
    </Center>
  );
}
