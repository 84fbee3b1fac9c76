import { COMPANY_TEXTS, type JiraWebhookBody } from '@morphic/contracts';
import { STREAMS, type EventData, type JiraAccountDoc } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { NotFoundException, UnauthorizedException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { createOnceDecider } from '#infrastructure/commands/create-once.decider';
import type { Decision } from '#infrastructure/commands/decision';
import { JiraAttachmentArrivals } from '../../attachments/jira-attachment-arrivals';
import { jiraAccountDecider } from '../../jira-account.decider';
import { JiraAccounts } from '../../jira-accounts';
import { JiraSecrets } from '../../jira-secrets';
import { JiraStatusMoves } from '../../status/jira-status-moves';
import { JiraWriters } from '../../status/jira-writers';
import { issueUpdatedAt } from '../../sync/issue-mission';
import { JiraIssueImport } from '../../sync/jira-issue-import';
import { type JiraDelivery } from '../jira-delivery.decorator';
import { isJiraSignatureValid } from '../jira-webhook-signature';
import {
  addedAttachmentIds,
  changelogMeaning,
  customFieldName,
  movesStatus,
} from '../webhook-changes';

type Outcome = EventData<'JiraWebhookReceived'>['outcome'];

export interface WebhookOutcome {
  readonly outcome: Outcome;
  readonly duplicate: boolean;
  readonly position: LogPosition | null;
}

/** A delivery's receipt: one per Atlassian identifier, so a redelivery does nothing. */
const receiptOnce = createOnceDecider('Delivered already');

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares the URL's secret with the stored one in constant time (hashes of equal length). */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * What names a delivery when Jira sent no identifier: the issue state it carries (its key and
 * `updated` time), else its body.
 */
function deliveryNameOf(delivery: JiraDelivery, body: JiraWebhookBody): string {
  if (delivery.id !== null) return delivery.id;
  const updatedAt = body.issue ? issueUpdatedAt(body.issue) : null;
  if (body.issue && updatedAt !== null) return `${body.issue.key}@${updatedAt}`;
  return digest(JSON.stringify(body)).toString('hex');
}

/**
 * A Jira webhook delivery for one account. It must be signed with the account's webhook secret
 * (and, on the spec's URL, carry that secret too); the delivery is recorded once under its
 * identifier, in the same append as what it changed. An issue edited in Jira updates its
 * mission (a new issue of the account's projects becomes one), unless the mission already
 * shows a newer state of it; a person's status move moves the mission or is refused and
 * recorded, and files a person attached join the mission, while the echo of the platform's own
 * pushes and uploads (known by who wrote them and what they wrote, see jira-echo and the
 * attachments decider) changes nothing; while the account calibrates, the custom field a person edited
 * is noted as the price field.
 */
export class ReceiveJiraWebhook extends Command<WebhookOutcome> {
  constructor(
    readonly accountId: string,
    /** The secret of the spec's URL; null on the signed URL, which carries none. */
    readonly urlSecret: string | null,
    readonly delivery: JiraDelivery,
    readonly body: JiraWebhookBody,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ReceiveJiraWebhook)
export class ReceiveJiraWebhookHandler implements ICommandHandler<ReceiveJiraWebhook> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly accounts: JiraAccounts,
    private readonly secrets: JiraSecrets,
    private readonly issues: JiraIssueImport,
    private readonly statuses: JiraStatusMoves,
    private readonly writers: JiraWriters,
    private readonly attachments: JiraAttachmentArrivals,
  ) {}

  async execute({
    accountId,
    urlSecret,
    delivery,
    body,
    context,
  }: ReceiveJiraWebhook): Promise<WebhookOutcome> {
    const account = await this.accounts.find(accountId);
    if (!account?.webhook_enabled || !account.is_active) {
      throw new NotFoundException(COMPANY_TEXTS.jira.webhookNotFound);
    }
    const secret = this.secrets.open(account._id, 'webhook', account.webhook_secret);
    if (urlSecret !== null && !sameSecret(urlSecret, secret)) {
      throw new UnauthorizedException(COMPANY_TEXTS.jira.webhookSecretWrong);
    }
    if (!isJiraSignatureValid(delivery.signature, delivery.rawBody, secret)) {
      throw new UnauthorizedException(COMPANY_TEXTS.jira.webhookSignatureWrong);
    }
    // Asked of Jira only for a signed delivery, and outside the decision, which reruns on a conflict.
    const items = body.changelog?.items ?? [];
    const whoWrote = movesStatus(items) || addedAttachmentIds(items).length > 0;
    const writers = whoWrote ? await this.writers.of(account) : [];
    const name = deliveryNameOf(delivery, body);
    const receipt = STREAMS.jiraWebhook(account._id, name);
    // Two copies at once: the second append finds the receipt written, and decides again.
    return this.aggregates.decide(context, async (streams) => {
      if (await streams.exists(receipt, receiptOnce)) {
        return { outcome: 'ignored' as const, duplicate: true };
      }
      const outcome = await this.apply(streams, context, account, body, writers);
      await streams.decide(receipt, receiptOnce, {
        event: {
          type: 'JiraWebhookReceived',
          data: {
            account_id: account._id,
            delivery_id: name,
            webhook_event: body.webhookEvent,
            issue_key: body.issue?.key ?? null,
            outcome,
          },
        },
      });
      return { outcome, duplicate: false };
    });
  }

  private async apply(
    streams: Decision,
    context: CommandContext,
    account: JiraAccountDoc,
    body: JiraWebhookBody,
    writers: readonly string[],
  ): Promise<Outcome> {
    const { issue } = body;
    if (!issue || !account.project_keys.includes(issue.key.split('-')[0] ?? '')) return 'ignored';
    const priceField = account.calibration_field_id;
    if (body.webhookEvent === 'jira:issue_created') {
      return this.issues.importIn(streams, context, account, issue, priceField);
    }
    if (body.webhookEvent !== 'jira:issue_updated') return 'ignored';
    const items = body.changelog?.items ?? [];
    const meaning = changelogMeaning(items, priceField);
    const moved = movesStatus(items)
      ? await this.statuses.applyIn(
          streams,
          account,
          issue,
          { author: body.user?.accountId ?? null, at: body.timestamp ?? null },
          writers,
        )
      : null;
    let calibrated = false;
    if (meaning.customFieldId) {
      const { events } = await streams.decide(
        STREAMS.jiraAccount(account._id),
        jiraAccountDecider,
        {
          kind: 'DetectField',
          fieldId: meaning.customFieldId,
          fieldName: customFieldName(items, meaning.customFieldId),
          issueKey: issue.key,
        },
      );
      calibrated = events.length > 0;
    }
    const addedIds = addedAttachmentIds(items);
    const attached =
      addedIds.length > 0
        ? await this.attachments.applyIn(
            streams,
            account,
            issue,
            { ids: addedIds, author: body.user?.accountId ?? null },
            writers,
          )
        : null;
    const imported =
      meaning.kind === 'mission'
        ? await this.issues.importIn(streams, context, account, issue, priceField)
        : null;
    // A move of the status says most, then files attached; else the fields' import, the
    // calibration, the echo of a move or of an upload.
    if (moved === 'moved' || moved === 'refused') return moved;
    if (attached === 'attached') return attached;
    if (imported !== null) return imported;
    if (calibrated) return 'calibrated';
    return moved ?? attached ?? 'ignored';
  }
}
