import { COMPANIES_CONSOLE_TEXTS } from '@morphic/contracts';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleList } from '../../system/components/ConsoleList';
import { ConsoleSearch, useConsoleSearch } from '../../system/components/ConsoleSearch';
import { ConsoleTab } from '../../system/components/ConsoleTab';
import { ANY, STATUS_OPTIONS, filterValue, withAny } from '../filter-options';
import { useCompanyOptions } from '../hooks/useCompanyOptions';
import { adminCompanyRepsQuery } from '../queries';
import { CompanyRepCreateForm } from './CompanyRepCreateForm';
import { CompanyRepCards, CompanyRepsTable } from './CompanyRepsList';
import { FilterSelect } from './FilterSelect';

const TEXTS = COMPANIES_CONSOLE_TEXTS.repsTab;
const STATUS_FILTER = withAny(TEXTS.anyStatus, STATUS_OPTIONS);

/** The System console's Company-reps tab (spec 03): create, filter, edit, act as, delete. */
export function CompanyRepsTab() {
  const search = useConsoleSearch();
  const [status, setStatus] = useState(ANY);
  const [company, setCompany] = useState(ANY);
  const companies = useCompanyOptions();
  const reps = useQuery({
    ...adminCompanyRepsQuery({
      search: search.query,
      status: filterValue(status),
      company_id: filterValue(company),
    }),
    placeholderData: keepPreviousData,
  });

  return (
    <ConsoleTab
      testId="company-reps-tab"
      icon={<IconUsers size={20} color="var(--mantine-color-violet-6)" />}
      title={TEXTS.title}
      subtitle={TEXTS.subtitle}
      total={reps.data ? TEXTS.total(reps.data.company_reps.length) : null}
      totalTestId="company-reps-total"
      create={{
        label: TEXTS.createTitle,
        cancelLabel: TEXTS.cancel,
        icon: <IconUserPlus size={16} />,
        testId: 'rep-create-toggle',
        form: (onCreated) => <CompanyRepCreateForm onCreated={onCreated} />,
      }}
      filters={
        <>
          <ConsoleSearch
            value={search.text}
            onChange={search.setText}
            placeholder={TEXTS.searchPlaceholder}
            testId="company-reps-search"
          />
          <FilterSelect
            label={TEXTS.statusFilter}
            value={status}
            onChange={setStatus}
            options={STATUS_FILTER}
            testId="company-reps-status-filter"
          />
          <FilterSelect
            label={TEXTS.companyFilter}
            value={company}
            onChange={setCompany}
            options={withAny(TEXTS.anyCompany, companies)}
            testId="company-reps-company-filter"
          />
        </>
      }
    >
      <ConsoleList
        query={reps}
        rowsOf={(data) => data.company_reps}
        failedTitle={COMPANIES_CONSOLE_TEXTS.failedToFetchReps}
        emptyTitle={COMPANIES_CONSOLE_TEXTS.noReps}
        emptyHint={TEXTS.emptyHint}
        testIdPrefix="company-reps"
        wide={(rows) => <CompanyRepsTable reps={rows} />}
        narrow={(rows) => <CompanyRepCards reps={rows} />}
      />
    </ConsoleTab>
  );
}
