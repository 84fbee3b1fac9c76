import { MISSIONS_CONSOLE_TEXTS, MissionStatusSchema } from '@morphic/contracts';
import { TextInput } from '@mantine/core';
import { IconListCheck, IconPlus, IconUser } from '@tabler/icons-react';
import { AdminListTab } from '../../admin-list/components/AdminListTab';
import { useAdminList } from '../../admin-list/hooks/useAdminList';
import { FilterSelect } from '../../companies-console/components/FilterSelect';
import { ANY, filterValue, withAny } from '../../companies-console/filter-options';
import { ConsoleSearch } from '../../system/components/ConsoleSearch';
import { FIRST_MISSIONS_PAGE, MISSIONS_PAGE_SIZE, adminMissionsQuery } from '../queries';
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

/** The filters as the tab opens (the route's loader has this first page ready). */
const INITIAL: { q: string; status: string; owner: string } = {
  q: FIRST_MISSIONS_PAGE.q,
  status: ANY,
  owner: FIRST_MISSIONS_PAGE.owner_operator_id,
};

/**
 * The System console's Tasks (missions) tab (spec 03): create, search, filter by status and
 * owner, and per mission a status selector, Analyze, assign by username, clone and delete.
 */
export function MissionsTab() {
  const list = useAdminList({ initial: INITIAL, typed: ['q', 'owner'] });
  const { filters, setFilter, bind } = list;

  return (
    <AdminListTab
      list={list}
      query={({ q, status, owner }, page) =>
        adminMissionsQuery({
          q,
          status: filterValue(status),
          owner_operator_id: owner,
          page,
          page_size: MISSIONS_PAGE_SIZE,
        })
      }
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
