import {
  COMPANY_REPUTATION_TEXTS as TEXTS,
  hasEnoughDecisions,
  type CompanyReputationSummary,
} from '@morphic/contracts';
import { Group, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { formatPercent, formatWait } from '../reputation-format';

/**
 * How the company behind a mission decides on work, in one line for the mission card
 * ("Decides in ~2 h · 10% rejected"), or "New company" while it has too few decisions.
 */
export function ReputationLine({ reputation }: { reputation: CompanyReputationSummary }) {
  const { decisions, median_decision_ms: wait, rejection_rate: rejected } = reputation;
  const known = hasEnoughDecisions(reputation) && wait !== null && rejected !== null;
  return (
    <Group
      gap={4}
      wrap="nowrap"
      c={known ? 'dimmed' : 'blue'}
      title={known ? TEXTS.cardLineHint(decisions) : TEXTS.newCompanyHint}
      data-testid="mission-company-reputation"
    >
      <IconBuilding size={14} style={{ flexShrink: 0 }} />
      <Text size="xs" fw={known ? 400 : 600}>
        {known ? TEXTS.cardLine(formatWait(wait), formatPercent(rejected)) : TEXTS.newCompany}
      </Text>
    </Group>
  );
}
