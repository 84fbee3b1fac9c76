import type { JiraAttachmentView } from '@morphic/contracts';
import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import type { Decider } from '#infrastructure/commands/decider';

/**
 * The files side of a mission's stream (`mission-<id>`): the Jira attachments it knows, its
 * own uploads among them, and the Jira accounts the platform wrote them as.
 */
export interface MissionJiraAttachmentsState {
  readonly live: boolean;
  /** Ids of the files the mission lists, and of those the platform uploaded itself. */
  readonly known: ReadonlySet<string>;
  readonly writers: readonly string[];
}

export interface FilesAttachedInJira {
  readonly missionId: string;
  readonly accountId: string;
  readonly jiraKey: string;
  /** The Jira account that attached them (the webhook's `user`); null when Jira named none. */
  readonly author: string | null;
  readonly attachments: readonly JiraAttachmentView[];
}

type AddedEvent = EventOfType<'JiraAttachmentAdded'>;

const withKnown = (state: MissionJiraAttachmentsState, id: string) =>
  state.known.has(id) ? state : { ...state, known: new Set([...state.known, id]) };

/**
 * Files a person attached to the mission's issue in Jira join the mission, each once. The
 * platform's own uploads (by id, or written as one of its accounts) are its echo: nothing.
 */
export const missionJiraAttachmentsDecider: Decider<
  MissionJiraAttachmentsState,
  FilesAttachedInJira,
  AddedEvent
> = {
  initialState: { live: false, known: new Set(), writers: [] },

  evolve(state: MissionJiraAttachmentsState, event: DomainEvent): MissionJiraAttachmentsState {
    switch (event.type) {
      case 'MissionPosted':
        return { ...state, live: true };
      case 'MissionWithdrawn':
        return { ...state, live: false };
      case 'JiraAttachmentAdded':
        return withKnown(state, event.data.attachment.id);
      case 'JiraAttachmentUploaded': {
        const { written_as: writer, attachment_id: id } = event.data;
        const known = withKnown(state, id);
        return writer === undefined || known.writers.includes(writer)
          ? known
          : { ...known, writers: [...known.writers, writer] };
      }
      default:
        return state;
    }
  },

  decide(command: FilesAttachedInJira, state: MissionJiraAttachmentsState): AddedEvent[] {
    if (!state.live) return [];
    if (command.author !== null && state.writers.includes(command.author)) return [];
    const fresh = command.attachments.filter(
      (attachment, index, all) =>
        !state.known.has(attachment.id) &&
        all.findIndex((other) => other.id === attachment.id) === index,
    );
    return fresh.map((attachment) => ({
      type: 'JiraAttachmentAdded',
      data: {
        mission_id: command.missionId,
        account_id: command.accountId,
        jira_key: command.jiraKey,
        attachment,
      },
    }));
  },
};
