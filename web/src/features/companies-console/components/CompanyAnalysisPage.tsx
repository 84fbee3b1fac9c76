import { COMPANIES_CONSOLE_TEXTS } from '@morphic/contracts';
import { Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { CompanyStatusBadge } from '../../company-dashboard/components/CompanyStatusBadge';
import { CompanyReputationCard } from '../../company-reputation/components/CompanyReputationCard';
import { CompanyTaskCards } from '../../company-work/components/CompanyTaskCards';
import { JiraConsoleSection } from '../../jira-console/components/JiraConsoleSection';
import {
  type AnalysisFrame,
  AnalysisPageFailed,
  AnalysisPageFrame,
  AnalysisPageLoading,
} from '../../system/components/AnalysisPageFrame';
import { adminCompanyQuery } from '../queries';
import { CompanyEditForm } from './CompanyEditForm';

const TEXTS = COMPANIES_CONSOLE_TEXTS.analysis;

const FRAME: AnalysisFrame = {
  backHref: '/system/companies',
  backLabel: TEXTS.back,
  notFoundTitle: TEXTS.notFound,
  failedTitle: COMPANIES_CONSOLE_TEXTS.failedToLoadCompanyData,
  testId: 'company-analysis',
};

/** The screen while the company loads (its route's pending component). */
export function CompanyAnalysisLoading() {
  return <AnalysisPageLoading frame={FRAME} />;
}

/** The screen when the company could not be loaded (its route's error component). */
export function CompanyAnalysisFailed(props: ErrorComponentProps) {
  return <AnalysisPageFailed frame={FRAME} {...props} />;
}

/** /company-analysis/{companyId}: the company form, its missions, and its Jira accounts. */
export function CompanyAnalysisPage({ companyId }: { companyId: string }) {
  const {
    data: { company: details, missions, reputation },
  } = useSuspenseQuery(adminCompanyQuery(companyId));

  return (
    <AnalysisPageFrame frame={FRAME}>
      <>
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Text size="sm" c="dimmed">
              {TEXTS.title}
            </Text>
            <Title order={1} fz={{ base: 26, sm: 32 }} data-testid="company-analysis-name">
              {details.company_name}
            </Title>
          </div>
          <Group gap="xs">
            <CompanyStatusBadge status={details.status} />
            <Text size="sm" c="dimmed">
              {TEXTS.representatives(details.rep_count)}
            </Text>
          </Group>
        </Group>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <CompanyEditForm key={details.id} company={details} />
              <Card withBorder radius="lg" padding="lg" data-testid="company-missions">
                <Title order={3} fz="lg" mb="sm">
                  {TEXTS.missions}
                </Title>
                {missions.length === 0 ? (
                  <Text size="sm" c="dimmed" data-testid="company-missions-empty">
                    {TEXTS.noMissions}
                  </Text>
                ) : (
                  <CompanyTaskCards missions={missions} />
                )}
              </Card>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <CompanyReputationCard reputation={reputation} />
              <JiraConsoleSection company={details} />
            </Stack>
          </Grid.Col>
        </Grid>
      </>
    </AnalysisPageFrame>
  );
}
