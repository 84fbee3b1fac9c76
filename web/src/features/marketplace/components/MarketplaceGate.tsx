import { MARKETPLACE_TEXTS } from '@morphic/contracts';
import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconSchool } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { marketplaceGate } from '../access';

function Notice({
  icon,
  title,
  message,
  testId,
  children,
}: {
  icon: ReactNode;
  title: string;
  message?: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Center py={80} px="md" data-testid={testId}>
      <Stack align="center" gap="sm" maw={460} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="violet">
          {icon}
        </ThemeIcon>
        <Title order={2} fz={22}>
          {title}
        </Title>
        {message && <Text c="dimmed">{message}</Text>}
        {children}
      </Stack>
    </Center>
  );
}

/**
 * Completed onboarding first (founders exempt); the route asks for the sign-in.
 * `withMarketplaceLink` adds the way back to the marketplace on pages other than the
 * marketplace itself.
 */
export function MarketplaceGate({
  onboardingTitle = MARKETPLACE_TEXTS.completeOnboarding,
  withMarketplaceLink = false,
  children,
}: {
  onboardingTitle?: string;
  withMarketplaceLink?: boolean;
  children: ReactNode;
}) {
  const { user } = useSession();
  if (!user) return null;
  switch (marketplaceGate(user)) {
    case 'open':
      return children;
    case 'company_rep':
      return (
        <Notice
          icon={<IconBuildingStore size={28} />}
          title={MARKETPLACE_TEXTS.pageTitle}
          message={MARKETPLACE_TEXTS.companyRepNotice}
          testId="marketplace-company-rep"
        />
      );
    case 'onboarding':
      return (
        <Notice
          icon={<IconSchool size={28} />}
          title={onboardingTitle}
          testId="marketplace-onboarding-required"
        >
          <Group justify="center" mt="sm">
            <Button component={Link} to="/onboarding" data-testid="marketplace-go-onboarding">
              {MARKETPLACE_TEXTS.goToOnboarding}
            </Button>
            {withMarketplaceLink && (
              <Button component={Link} to="/marketplace" variant="default">
                {MARKETPLACE_TEXTS.goToMarketplace}
              </Button>
            )}
          </Group>
        </Notice>
      );
  }
}
