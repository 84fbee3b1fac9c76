import { COMPANY_TEXTS, OUTBOUND_TEXTS } from '@morphic/contracts';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import type { OutboundHttp } from '#infrastructure/outbound-http/outbound-http';

/**
 * Refuses to save a site the server would not call: plain http or an address that is not public
 * written in the URL (a name's addresses are judged at each connection).
 */
export function assertCallableSite(outbound: OutboundHttp, jiraUrl: string): void {
  const refusal = outbound.refusalOf(new URL(jiraUrl));
  if (refusal) {
    throw new DomainRuleViolation(
      'invalid',
      COMPANY_TEXTS.jira.urlRefused(OUTBOUND_TEXTS.refused[refusal]),
    );
  }
}
