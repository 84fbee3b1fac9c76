import type { AdminCompany } from '@morphic/contracts';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { jiraAccountsQuery } from '../queries';
import { JiraAccountPanel } from './JiraAccountPanel';
import { JiraAccountsCard } from './JiraAccountsCard';
import { JiraUploadDebugCard } from './JiraUploadDebugCard';

/**
 * The Jira section of the company analysis screen (spec 03): the accounts, the selected one's
 * settings, tests and calibration, the Sync and the upload debug view.
 */
export function JiraConsoleSection({ company }: { company: AdminCompany }) {
  // Not suspense: a section of the company page with its own loading and failure states, so
  // the company's form and missions show without waiting for Jira.
  const accounts = useQuery(jiraAccountsQuery(company.id));
  const [selectedId, select] = useState<string | null>(null);
  const list = accounts.data?.accounts ?? [];
  // A deleted account is no longer selected.
  const selected = list.find((account) => account.id === selectedId) ?? null;
  return (
    <Stack gap="lg" data-testid="company-jira-section">
      <JiraAccountsCard
        company={company}
        accounts={accounts}
        selectedId={selected?.id ?? null}
        onSelect={select}
      />
      {list.length > 0 && (
        <JiraAccountPanel
          companyId={company.id}
          accounts={list}
          selected={selected}
          onSelect={select}
        />
      )}
      <JiraUploadDebugCard companyId={company.id} />
    </Stack>
  );
}
