import { MARKETPLACE_TEXTS, type Recommendation } from '@morphic/contracts';
import {
  Alert,
  Box,
  Button,
  Center,
  Drawer,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilterOff, IconHandStop, IconPlus, IconSearchOff } from '@tabler/icons-react';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { RouteError } from '../../session/components/RouteError';
import { useDebouncedSearch } from '../hooks/useDebouncedSearch';
import { useRecommendations } from '../hooks/useRecommendations';
import { filterMissions, hasActiveFilters, NO_FILTERS, skillOptions } from '../marketplace-filters';
import { MarketplaceGate } from './MarketplaceGate';
import { MarketplaceToolbar } from './MarketplaceToolbar';
import classes from './Marketplace.module.css';
import { MissionCard } from './MissionCard';
import { MissionDetail } from './MissionDetail';
import { TakeTaskModal } from './TakeTaskModal';

/** The marketplace while its missions load (the route's pending component). */
export function MarketplaceLoading() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" data-testid="marketplace-loading">
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} height={168} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** The marketplace when its missions could not be loaded (the route's error component). */
export function MarketplaceFailed(props: ErrorComponentProps) {
  return (
    <RouteError {...props} title={MARKETPLACE_TEXTS.failedToLoad} testId="marketplace-error" />
  );
}

function EmptyList({ onClear }: { onClear: (() => void) | null }) {
  return (
    <Center py={64} data-testid="marketplace-empty">
      <Stack align="center" gap={6} ta="center" maw={380}>
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconSearchOff size={28} />
        </ThemeIcon>
        <Text fw={700} size="lg" mt="xs">
          {MARKETPLACE_TEXTS.empty}
        </Text>
        <Text c="dimmed" size="sm">
          {MARKETPLACE_TEXTS.emptyHint}
        </Text>
        {onClear && (
          <Button
            variant="light"
            size="xs"
            mt="xs"
            leftSection={<IconFilterOff size={14} />}
            onClick={onClear}
            data-testid="marketplace-empty-clear"
          >
            {MARKETPLACE_TEXTS.clearFilters}
          </Button>
        )}
      </Stack>
    </Center>
  );
}

/** `readOnly`: a company representative follows the marketplace but takes nothing from it. */
function Marketplace({ readOnly }: { readOnly: boolean }) {
  const search = useDebouncedSearch();
  const { data, refreshing } = useRecommendations(search.search);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [taking, setTaking] = useState<Recommendation | null>(null);
  const wide = useMediaQuery('(min-width: 62em)', true);

  const all = data.recommendations;
  const shown = filterMissions(all, filters);
  // The selection follows the list: a mission someone else took leaves the panel too.
  const selected =
    shown.find((mission) => mission.mission_id === selectedId) ??
    (wide ? shown[0] : undefined) ??
    null;
  const blocked = data.apply_blocked;
  const narrowed = hasActiveFilters(filters) || search.text !== '';
  const clearAll = () => {
    search.clear();
    setFilters(NO_FILTERS);
  };

  const select = (missionId: string) => {
    setSelectedId(missionId);
    if (!wide) setDrawerOpen(true);
  };
  const detail = selected && (
    <MissionDetail
      mission={selected}
      blocked={blocked}
      onTake={readOnly ? null : () => setTaking(selected)}
    />
  );

  return (
    <Box className={classes.page} data-testid="marketplace-page">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {MARKETPLACE_TEXTS.pageTitle}
            </Title>
            <Text c="dimmed" mt={4}>
              {readOnly ? MARKETPLACE_TEXTS.companyRepSubtitle : MARKETPLACE_TEXTS.pageSubtitle}
            </Text>
          </div>
          {!readOnly && (
            <Button
              component={Link}
              to="/create-task"
              variant="light"
              leftSection={<IconPlus size={16} />}
              data-testid="marketplace-post-task"
            >
              {MARKETPLACE_TEXTS.postTask}
            </Button>
          )}
        </Group>

        {blocked && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconHandStop size={18} />}
            title={MARKETPLACE_TEXTS.blockedTitle}
            data-testid="apply-blocked"
          >
            {data.blocked_reason ?? MARKETPLACE_TEXTS.applyBlockedDefault}
          </Alert>
        )}

        <MarketplaceToolbar
          search={search.text}
          onSearch={search.change}
          onClear={clearAll}
          searching={refreshing}
          filters={filters}
          onFilters={setFilters}
          skillChoices={skillOptions(all)}
        />

        {shown.length === 0 ? (
          <EmptyList onClear={narrowed ? clearAll : null} />
        ) : (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7, xl: 8 }}>
              <Stack gap="xs">
                <Text size="sm" c="dimmed" data-testid="marketplace-count">
                  {MARKETPLACE_TEXTS.tasksShown(shown.length, all.length)}
                </Text>
                <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" data-testid="marketplace-list">
                  {shown.map((mission) => (
                    <MissionCard
                      key={mission.mission_id}
                      mission={mission}
                      selected={mission.mission_id === selected?.mission_id}
                      onSelect={select}
                      showChance={!readOnly}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            </Grid.Col>
            {wide && (
              <Grid.Col span={{ base: 12, md: 5, xl: 4 }}>
                <div className={classes.detail}>
                  {detail ?? (
                    <Text c="dimmed" ta="center" py="xl">
                      {MARKETPLACE_TEXTS.selectMission}
                    </Text>
                  )}
                </div>
              </Grid.Col>
            )}
          </Grid>
        )}
      </Stack>

      {!wide && (
        <Drawer
          opened={drawerOpen && selected !== null}
          onClose={() => setDrawerOpen(false)}
          position="bottom"
          size="85%"
          radius="lg"
          withCloseButton
          title={MARKETPLACE_TEXTS.pageTitle}
        >
          {detail}
        </Drawer>
      )}
      {!readOnly && <TakeTaskModal mission={taking} onClose={() => setTaking(null)} />}
    </Box>
  );
}

/**
 * /marketplace: open missions ranked for the operator, live; take one at a time. Company
 * representatives read it only.
 */
export function MarketplacePage() {
  const { user } = useSession();
  return (
    <MarketplaceGate openToCompanyReps>
      <Marketplace readOnly={user?.type === 'company_rep'} />
    </MarketplaceGate>
  );
}
