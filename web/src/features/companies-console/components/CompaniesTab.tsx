import { COMPANIES_CONSOLE_TEXTS } from '@morphic/contracts';
import { IconBuildingPlus, IconBuildingSkyscraper } from '@tabler/icons-react';
import { AdminListTab } from '../../admin-list/components/AdminListTab';
import { useAdminList } from '../../admin-list/hooks/useAdminList';
import { ConsoleSearch } from '../../system/components/ConsoleSearch';
import { COMPANIES_LIST } from '../companies-lists';
import { STATUS_OPTIONS, withAny } from '../filter-options';
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
  const list = useAdminList(COMPANIES_LIST);
  const { bind } = list;

  return (
    <AdminListTab
      list={list}
      query={COMPANIES_LIST.query}
      frame={{
        testId: 'companies-tab',
        icon: <IconBuildingSkyscraper size={20} color="var(--mantine-color-violet-6)" />,
        title: TEXTS.title,
        subtitle: TEXTS.subtitle,
        create: {
          label: TEXTS.createTitle,
          cancelLabel: TEXTS.cancel,
          icon: <IconBuildingPlus size={16} />,
          testId: 'company-create-toggle',
          form: (onCreated) => <CompanyCreateForm onCreated={onCreated} />,
        },
      }}
      total={(data) => TEXTS.total(data.companies.length)}
      filters={
        <>
          <ConsoleSearch
            {...bind('search')}
            placeholder={TEXTS.searchPlaceholder}
            testId="companies-search"
          />
          <FilterSelect
            label={TEXTS.statusFilter}
            {...bind('status')}
            options={STATUS_FILTER}
            testId="companies-status-filter"
          />
          <FilterSelect
            label={TEXTS.jiraFilter}
            {...bind('jira')}
            options={JIRA_FILTER}
            testId="companies-jira-filter"
          />
        </>
      }
      rowsOf={(data) => data.companies}
      failedTitle={COMPANIES_CONSOLE_TEXTS.failedToFetchCompanies}
      emptyTitle={COMPANIES_CONSOLE_TEXTS.noCompanies}
      emptyHint={TEXTS.emptyHint}
      testIdPrefix="companies"
      wide={(rows) => <CompaniesTable companies={rows} />}
      narrow={(rows) => <CompanyCards companies={rows} />}
    />
  );
}
