import { MARKETPLACE_TEXTS, SHELL_TEXTS } from '@morphic/contracts';
import { Button, Group } from '@mantine/core';
import { IconBuildingStore, IconPlus, IconSchool } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CompanyActiveGate } from '../../company-work/components/CompanyActiveGate';
import { PageNotice } from '../../shell/components/PageNotice';
import { useSession } from '../../session/hooks/useSession';
import { marketplaceGate } from '../access';

/**
 * Completed onboarding first (founders exempt); the route asks for the sign-in.
 * `withMarketplaceLink` adds the way back to the marketplace on pages other than the
 * marketplace itself. `openToCompanyReps` lets company representatives in (spec 02 exempts
 * them; they read only), once their company is active; elsewhere they get a notice with the
 * way to their own task form.
 */
export function MarketplaceGate({
  onboardingTitle = MARKETPLACE_TEXTS.completeOnboarding,
  withMarketplaceLink = false,
  openToCompanyReps = false,
  children,
}: {
  onboardingTitle?: string;
  withMarketplaceLink?: boolean;
  openToCompanyReps?: boolean;
  children: ReactNode;
}) {
  const { user } = useSession();
  if (!user) return null;
  switch (marketplaceGate(user)) {
    case 'open':
      return children;
    case 'company_rep':
      if (openToCompanyReps) return <CompanyActiveGate>{children}</CompanyActiveGate>;
      return (
        <PageNotice
          icon={<IconBuildingStore size={28} />}
          title={MARKETPLACE_TEXTS.pageTitle}
          message={MARKETPLACE_TEXTS.companyRepNotice}
          testId="marketplace-company-rep"
        >
          <Group justify="center" mt="sm">
            <Button
              component={Link}
              to="/company/tasks/new"
              leftSection={<IconPlus size={16} />}
              data-testid="marketplace-company-rep-submit-task"
            >
              {SHELL_TEXTS.nav.submitTask}
            </Button>
          </Group>
        </PageNotice>
      );
    case 'onboarding':
      return (
        <PageNotice
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
        </PageNotice>
      );
  }
}
