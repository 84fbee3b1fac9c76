import type { CompanyJiraState } from '@morphic/contracts';
import { Badge } from '@mantine/core';
import { companyJiraLabel } from '../jira-state-label';

/**
 * A company's Jira: not connected, connected and never synced, or how and when the last sync
 * ended. The representative's dashboard and the System console show this same badge.
 */
export function JiraStateBadge({ jira, testId }: { jira: CompanyJiraState; testId: string }) {
  const { text, color } = companyJiraLabel(jira);
  return (
    <Badge
      variant="light"
      color={color}
      tt="none"
      // A tag, not a pill: in a narrow table column its words wrap onto lines of their own.
      radius="sm"
      data-testid={testId}
      data-state={jira.state}
      title={'message' in jira ? jira.message : undefined}
      maw="100%"
    >
      {text}
    </Badge>
  );
}
