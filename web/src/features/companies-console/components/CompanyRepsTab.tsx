import { COMPANIES_CONSOLE_TEXTS } from '@morphic/contracts';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { AdminListTab } from '../../admin-list/components/AdminListTab';
import { useAdminList } from '../../admin-list/hooks/useAdminList';
import { ConsoleSearch } from '../../system/components/ConsoleSearch';
import { COMPANY_REPS_LIST } from '../companies-lists';
import { STATUS_OPTIONS, withAny } from '../filter-options';
import { useCompanyOptions } from '../hooks/useCompanyOptions';
import { CompanyRepCreateForm } from './CompanyRepCreateForm';
import { CompanyRepCards, CompanyRepsTable } from './CompanyRepsList';
import { FilterSelect } from './FilterSelect';

const TEXTS = COMPANIES_CONSOLE_TEXTS.repsTab;
const STATUS_FILTER = withAny(TEXTS.anyStatus, STATUS_OPTIONS);

/** The System console's Company-reps tab (spec 03): create, filter, edit, act as, delete. */
export function CompanyRepsTab() {
  const list = useAdminList(COMPANY_REPS_LIST);
  const { bind } = list;
  const companies = useCompanyOptions();

  return (
    <AdminListTab
      list={list}
      query={COMPANY_REPS_LIST.query}
      frame={{
        testId: 'company-reps-tab',
        icon: <IconUsers size={20} color="var(--mantine-color-violet-6)" />,
        title: TEXTS.title,
        subtitle: TEXTS.subtitle,
        create: {
          label: TEXTS.createTitle,
          cancelLabel: TEXTS.cancel,
          icon: <IconUserPlus size={16} />,
          testId: 'rep-create-toggle',
          form: (onCreated) => <CompanyRepCreateForm onCreated={onCreated} />,
        },
      }}
      total={(data) => TEXTS.total(data.company_reps.length)}
      filters={
        <>
          <ConsoleSearch
            {...bind('search')}
            placeholder={TEXTS.searchPlaceholder}
            testId="company-reps-search"
          />
          <FilterSelect
            label={TEXTS.statusFilter}
            {...bind('status')}
            options={STATUS_FILTER}
            testId="company-reps-status-filter"
          />
          <FilterSelect
            label={TEXTS.companyFilter}
            {...bind('company')}
            options={withAny(TEXTS.anyCompany, companies)}
            testId="company-reps-company-filter"
          />
        </>
      }
      rowsOf={(data) => data.company_reps}
      failedTitle={COMPANIES_CONSOLE_TEXTS.failedToFetchReps}
      emptyTitle={COMPANIES_CONSOLE_TEXTS.noReps}
      emptyHint={TEXTS.emptyHint}
      testIdPrefix="company-reps"
      wide={(rows) => <CompanyRepsTable reps={rows} />}
      narrow={(rows) => <CompanyRepCards reps={rows} />}
    />
  );
}
