import { COMPANIES_CONSOLE_TEXTS } from '@morphic/contracts';
import { Badge } from '@mantine/core';

const TEXTS = COMPANIES_CONSOLE_TEXTS.companiesTab;

/** The Jira column: whether one of the company's Jira accounts can upload (spec 03 "ready"). */
export function JiraSetupBadge({ configured }: { configured: boolean }) {
  return (
    <Badge
      size="sm"
      variant="light"
      color={configured ? 'indigo' : 'gray'}
      data-testid="company-jira"
      data-configured={configured}
      styles={{ label: { overflow: 'visible' } }}
    >
      {configured ? TEXTS.jiraConfigured : TEXTS.jiraNotConfigured}
    </Badge>
  );
}
