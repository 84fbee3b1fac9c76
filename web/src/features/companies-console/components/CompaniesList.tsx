import { COMPANIES_CONSOLE_TEXTS, type AdminCompany } from '@morphic/contracts';
import { Group, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { ConsoleCards, ConsoleTable } from '../../system/components/ConsoleRows';
import { RowAction } from '../../system/components/RowAction';
import { CompanyStatusControl } from './CompanyStatusControl';
import { DeleteCompanyAction } from './DeleteCompanyAction';
import { JiraStateBadge } from '../../jira-state/components/JiraStateBadge';
import { SoftBreaks } from '../../shell/components/SoftBreaks';

const TEXTS = COMPANIES_CONSOLE_TEXTS.companiesTab;

function CompanyIdentity({ company }: { company: AdminCompany }) {
  return (
    <div style={{ minWidth: 140 }}>
      <Text fw={700} size="sm">
        {company.company_name}
      </Text>
      <Text size="xs" c="dimmed">
        <SoftBreaks text={company.email} />
      </Text>
      {company.industry && (
        <Text size="xs" c="dimmed">
          {company.industry}
        </Text>
      )}
    </div>
  );
}

function Contact({ company }: { company: AdminCompany }) {
  if (!company.contact_person_name) {
    return (
      <Text size="sm" c="dimmed">
        {TEXTS.noContact}
      </Text>
    );
  }
  return (
    <div>
      <Text size="sm">{company.contact_person_name}</Text>
      {company.contact_person_role && (
        <Text size="xs" c="dimmed">
          {company.contact_person_role}
        </Text>
      )}
    </div>
  );
}

const rowKey = (company: AdminCompany) => company.id;
const rowTestId = (company: AdminCompany) => `company-row-${company.id}`;

/** Wide screens: the spec's columns, one row per company. */
export function CompaniesTable({ companies }: { companies: readonly AdminCompany[] }) {
  const { columns } = TEXTS;
  return (
    <ConsoleTable
      rows={companies}
      rowKey={rowKey}
      rowTestId={rowTestId}
      spacing="xs"
      columns={[
        { label: columns.company, width: '32%' },
        { label: columns.contact },
        { label: columns.status },
        { label: columns.jira },
        { label: columns.analyze },
        { label: columns.actions },
      ]}
      cells={(company) => [
        <CompanyIdentity company={company} />,
        <Contact company={company} />,
        <CompanyStatusControl company={company} />,
        <JiraStateBadge jira={company.jira_state} testId="company-jira" />,
        <AnalyzeLink company={company} iconOnly />,
        <DeleteCompanyAction company={company} iconOnly />,
      ]}
    />
  );
}

/** Narrow screens: one card per company, every column in it. */
export function CompanyCards({ companies }: { companies: readonly AdminCompany[] }) {
  return (
    <ConsoleCards rows={companies} rowKey={rowKey} rowTestId={rowTestId}>
      {(company) => (
        <>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <CompanyIdentity company={company} />
            <JiraStateBadge jira={company.jira_state} testId="company-jira" />
          </Group>
          <Group mt="sm" gap="xs">
            <Text size="xs" c="dimmed" fw={600}>
              {TEXTS.columns.contact}
            </Text>
            <Contact company={company} />
          </Group>
          <Group justify="space-between" align="center" mt="sm" gap="sm">
            <CompanyStatusControl company={company} />
            <Group gap="xs">
              <AnalyzeLink company={company} iconOnly={false} />
              <DeleteCompanyAction company={company} iconOnly={false} />
            </Group>
          </Group>
        </>
      )}
    </ConsoleCards>
  );
}

/** The Analyze column: a link to the company analysis screen. */
function AnalyzeLink({ company, iconOnly }: { company: AdminCompany; iconOnly: boolean }) {
  return (
    <RowAction
      label={TEXTS.analyze}
      icon={<IconChartBar size={14} />}
      iconOnly={iconOnly}
      testId={`analyze-company-${company.id}`}
      href={`/company-analysis/${company.id}`}
    />
  );
}
