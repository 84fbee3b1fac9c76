import { MISSIONS_CONSOLE_TEXTS, MissionStatusSchema } from '@morphic/contracts';
import { TextInput } from '@mantine/core';
import { IconListCheck, IconPlus, IconUser } from '@tabler/icons-react';
import { AdminListTab } from '../../admin-list/components/AdminListTab';
import { useAdminList } from '../../admin-list/hooks/useAdminList';
import { FilterSelect } from '../../companies-console/components/FilterSelect';
import { withAny } from '../../companies-console/filter-options';
import { ConsoleSearch } from '../../system/components/ConsoleSearch';
import { MISSIONS_LIST } from '../missions-list';
import { MISSIONS_PAGE_SIZE } from '../queries';
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
  const list = useAdminList(MISSIONS_LIST);
  const { filters, setFilter, bind } = list;

  return (
    <AdminListTab
      list={list}
      query={MISSIONS_LIST.query}
      frame={{
        testId: 'tasks-tab',
        icon: <IconListCheck size={20} color="var(--mantine-color-violet-6)" />,
        title: TEXTS.title,
        subtitle: TEXTS.subtitle,
        create: {
          label: TEXTS.createTitle,
          cancelLabel: TEXTS.cancel,
          icon: <IconPlus size={16} />,
          testId: 'mission-create-toggle',
          form: (onCreated) => <MissionCreateForm onCreated={onCreated} />,
        },
      }}
      total={(data) => TEXTS.total(data.total)}
      filters={
        <>
          <ConsoleSearch
            {...bind('q')}
            placeholder={TEXTS.searchPlaceholder}
            testId="missions-search"
          />
          <FilterSelect
            label={TEXTS.anyStatus}
            {...bind('status')}
            options={STATUS_FILTER}
            testId="missions-status-filter"
          />
          <TextInput
            aria-label={TEXTS.ownerPlaceholder}
            placeholder={TEXTS.ownerPlaceholder}
            leftSection={<IconUser size={16} />}
            value={filters.owner}
            onChange={(event) => setFilter('owner', event.currentTarget.value)}
            w={{ base: '100%', xs: 220 }}
            data-testid="missions-owner-filter"
          />
        </>
      }
      rowsOf={(data) => data.missions}
      failedTitle={MISSIONS_CONSOLE_TEXTS.failedToLoadMissions}
      emptyTitle={TEXTS.noMissions}
      emptyHint={TEXTS.emptyHint}
      testIdPrefix="missions"
      wide={(rows) => <MissionsTable missions={rows} />}
      narrow={(rows) => <MissionCards missions={rows} />}
      paging={{ pageSize: MISSIONS_PAGE_SIZE, totalOf: (data) => data.total, label: TEXTS.pageOf }}
    />
  );
}
