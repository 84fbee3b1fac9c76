import { PLATFORM_FIGURES_TEXTS, SYSTEM_TEXTS } from '@morphic/contracts';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { AppLink } from '../../../lib/navigation/AppLink';
import { FigureCard } from '../../platform-figures/components/FigureCard';
import { FiguresHeader } from '../../platform-figures/components/FiguresHeader';
import { homeFiguresQuery } from '../../platform-figures/queries';
import { SYSTEM_TABS, systemTabPath } from '../../system/system-tabs';
import { formatUptime } from '../format-uptime';

const TEXTS = PLATFORM_FIGURES_TEXTS.home;
const count = new Intl.NumberFormat('en-GB');

/** The System console's home: spec 03's status panel with real figures, and every tab. */
export function HomeTab() {
  const { data } = useSuspenseQuery(homeFiguresQuery());
  return (
    <Stack gap="lg" data-testid="home-tab">
      <FiguresHeader icon={<IconHome size={22} />} title={TEXTS.title} subtitle={TEXTS.subtitle} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <FigureCard
          label={TEXTS.operators}
          value={count.format(data.operators)}
          meaning={TEXTS.operatorsMeaning}
          testId="home-operators"
        />
        <FigureCard
          label={TEXTS.companies}
          value={count.format(data.companies)}
          meaning={TEXTS.companiesMeaning}
          testId="home-companies"
        />
        <FigureCard
          label={TEXTS.companyReps}
          value={count.format(data.company_reps)}
          meaning={TEXTS.companyRepsMeaning}
          testId="home-company-reps"
        />
        <FigureCard
          label={TEXTS.uptime}
          value={formatUptime(data.uptime_seconds)}
          meaning={TEXTS.uptimeMeaning(new Date(data.started_at).toLocaleString())}
          testId="home-uptime"
        />
      </SimpleGrid>
      <div>
        <Text fw={700} size="sm" mb="xs">
          {TEXTS.shortcuts}
        </Text>
        <Group gap="xs">
          {SYSTEM_TABS.filter((tab) => tab !== 'home').map((tab) => (
            <Button
              key={tab}
              component={AppLink}
              href={systemTabPath(tab)}
              variant="light"
              size="compact-sm"
              data-testid={`home-link-${tab}`}
            >
              {SYSTEM_TEXTS.tabLabels[tab]}
            </Button>
          ))}
        </Group>
      </div>
    </Stack>
  );
}
