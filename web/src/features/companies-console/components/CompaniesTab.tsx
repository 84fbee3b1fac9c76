import { COMPANIES_CONSOLE_TEXTS } from '@morphic/contracts';
import { IconBuildingPlus, IconBuildingSkyscraper } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleList } from '../../system/components/ConsoleList';
import { ConsoleSearch, useConsoleSearch } from '../../system/components/ConsoleSearch';
import { ConsoleTab } from '../../system/components/ConsoleTab';
import { ANY, STATUS_OPTIONS, filterValue, withAny } from '../filter-options';
import { adminCompaniesQuery } from '../queries';
import { CompanyCards, CompaniesTable } from './CompaniesList';
import { CompanyCreateForm } from './CompanyCreateForm';
import { FilterSelect } from './FilterSelect';

const TEXTS = COMPANIES_CONSOLE_TEXTS.companiesTab;

const STATUS_FILTER = withAny(TEXTS.anyStatus, STATUS_OPTIONS);
const JIRA_FILTER = withAny(TEXTS.anyJira, [
  { value: 'true', label: TEXTS.jiraOptions.true },
  { value: 'false', label: TEXTS.jiraOptions.false },
]);

/** The System console's Companies tab (spec 03): create, filter, set status, analyse, delete. */
export function CompaniesTab() {
  const search = useConsoleSearch();
  const [status, setStatus] = useState(ANY);
  const [jira, setJira] = useState(ANY);
  const companies = useQuery({
    ...adminCompaniesQuery({
      search: search.query,
      status: filterValue(status),
      jira_configured: filterValue(jira),
    }),
    placeholderData: keepPreviousData,
  });

  return (
    <ConsoleTab
      testId="companies-tab"
      icon={<IconBuildingSkyscraper size={20} color="var(--mantine-color-violet-6)" />}
      title={TEXTS.title}
      subtitle={TEXTS.subtitle}
      total={companies.data ? TEXTS.total(companies.data.companies.length) : null}
      totalTestId="companies-total"
      create={{
        label: TEXTS.createTitle,
        cancelLabel: TEXTS.cancel,
        icon: <IconBuildingPlus size={16} />,
        testId: 'company-create-toggle',
        form: (onCreated) => <CompanyCreateForm onCreated={onCreated} />,
      }}
      filters={
        <>
          <ConsoleSearch
            value={search.text}
            onChange={search.setText}
            placeholder={TEXTS.searchPlaceholder}
            testId="companies-search"
          />
          <FilterSelect
            label={TEXTS.statusFilter}
            value={status}
            onChange={setStatus}
            options={STATUS_FILTER}
            testId="companies-status-filter"
          />
          <FilterSelect
            label={TEXTS.jiraFilter}
            value={jira}
            onChange={setJira}
            options={JIRA_FILTER}
            testId="companies-jira-filter"
          />
        </>
      }
    >
      <ConsoleList
        query={companies}
        rowsOf={(data) => data.companies}
        failedTitle={COMPANIES_CONSOLE_TEXTS.failedToFetchCompanies}
        emptyTitle={COMPANIES_CONSOLE_TEXTS.noCompanies}
        emptyHint={TEXTS.emptyHint}
        testIdPrefix="companies"
        wide={(rows) => <CompaniesTable companies={rows} />}
        narrow={(rows) => <CompanyCards companies={rows} />}
      />
    </ConsoleTab>
  );
}
