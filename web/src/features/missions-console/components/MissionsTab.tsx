import { MISSIONS_CONSOLE_TEXTS, MissionStatusSchema } from '@morphic/contracts';
import { Group, Pagination, Text, TextInput } from '@mantine/core';
import { IconListCheck, IconPlus, IconUser } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FilterSelect } from '../../companies-console/components/FilterSelect';
import { ANY, filterValue, withAny } from '../../companies-console/filter-options';
import { ConsoleList } from '../../system/components/ConsoleList';
import { ConsoleSearch, useConsoleSearch } from '../../system/components/ConsoleSearch';
import { ConsoleTab } from '../../system/components/ConsoleTab';
import { MISSIONS_PAGE_SIZE, adminMissionsQuery } from '../queries';
import { MissionCreateForm } from './MissionCreateForm';
import { MissionCards, MissionsTable } from './MissionsList';

const TEXTS = MISSIONS_CONSOLE_TEXTS.missionsTab;

const STATUS_FILTER = withAny(
  TEXTS.anyStatus,
  MissionStatusSchema.options.map((status) => ({
    value: status,
    label: MISSIONS_CONSOLE_TEXTS.statusLabels[status],
  })),
);

/**
 * The System console's Tasks (missions) tab (spec 03): create, search, filter by status and
 * owner, and per mission a status selector, Analyze, assign by username, clone and delete.
 */
export function MissionsTab() {
  const search = useConsoleSearch();
  const owner = useConsoleSearch();
  const [status, setStatus] = useState(ANY);
  const [page, setPage] = useState(1);
  // A new filter starts again from its first page.
  useEffect(() => setPage(1), [search.query, owner.query, status]);
  const missions = useQuery({
    ...adminMissionsQuery({
      q: search.query,
      status: filterValue(status),
      owner_operator_id: owner.query,
      page,
      page_size: MISSIONS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const pages = missions.data ? Math.ceil(missions.data.total / MISSIONS_PAGE_SIZE) : 0;

  return (
    <ConsoleTab
      testId="tasks-tab"
      icon={<IconListCheck size={20} color="var(--mantine-color-violet-6)" />}
      title={TEXTS.title}
      subtitle={TEXTS.subtitle}
      total={missions.data ? TEXTS.total(missions.data.total) : null}
      totalTestId="missions-total"
      create={{
        label: TEXTS.createTitle,
        cancelLabel: TEXTS.cancel,
        icon: <IconPlus size={16} />,
        testId: 'mission-create-toggle',
        form: (onCreated) => <MissionCreateForm onCreated={onCreated} />,
      }}
      filters={
        <>
          <ConsoleSearch
            value={search.text}
            onChange={search.setText}
            placeholder={TEXTS.searchPlaceholder}
            testId="missions-search"
          />
          <FilterSelect
            label={TEXTS.anyStatus}
            value={status}
            onChange={setStatus}
            options={STATUS_FILTER}
            testId="missions-status-filter"
          />
          <TextInput
            aria-label={TEXTS.ownerPlaceholder}
            placeholder={TEXTS.ownerPlaceholder}
            leftSection={<IconUser size={16} />}
            value={owner.text}
            onChange={(event) => owner.setText(event.currentTarget.value)}
            w={{ base: '100%', xs: 220 }}
            data-testid="missions-owner-filter"
          />
        </>
      }
    >
      <ConsoleList
        query={missions}
        rowsOf={(data) => data.missions}
        failedTitle={MISSIONS_CONSOLE_TEXTS.failedToLoadMissions}
        emptyTitle={TEXTS.noMissions}
        emptyHint={TEXTS.emptyHint}
        testIdPrefix="missions"
        wide={(rows) => <MissionsTable missions={rows} />}
        narrow={(rows) => <MissionCards missions={rows} />}
      />
      {pages > 1 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {TEXTS.pageOf(page, pages)}
          </Text>
          <Pagination value={page} onChange={setPage} total={pages} size="sm" />
        </Group>
      )}
    </ConsoleTab>
  );
}
