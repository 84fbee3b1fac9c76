import type { JiraAttachmentView } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../../testing/decider-specification';
import {
  missionJiraAttachmentsDecider,
  type FilesAttachedInJira,
} from './mission-jira-attachments.decider';
import { IMPORTED_MISSION_POSTED } from '../testing/imported-mission';

const posted = IMPORTED_MISSION_POSTED;
const uploaded: DomainEvent = {
  type: 'JiraAttachmentUploaded',
  data: {
    mission_id: 'm1',
    account_id: 'nw-jira',
    jira_key: 'NW-7',
    file_name: 'solution.md',
    attachment_id: '500',
    written_as: 'acc-uploads',
  },
};

const file = (id: string, name = `file-${id}.pdf`): JiraAttachmentView => ({
  id,
  file_name: name,
  mime_type: 'application/pdf',
  size: 10,
  author: 'Inês Porto',
  created_at: '2030-01-01T09:00:00.000+0000',
});

const attached = (
  attachments: JiraAttachmentView[],
  author: string | null = 'acc-person',
): FilesAttachedInJira => ({
  missionId: 'm1',
  accountId: 'nw-jira',
  jiraKey: 'NW-7',
  author,
  attachments,
});

const spec = DeciderSpecification.for(missionJiraAttachmentsDecider);
const decide = (history: DomainEvent[], command: FilesAttachedInJira) =>
  spec.given(history).when(command);

describe('missionJiraAttachmentsDecider', () => {
  it('adds each file a person attached, once, however often Jira names it', () => {
    const events = decide([posted], attached([file('1'), file('2'), file('1')])).events();
    expect(events.map((event) => event.data.attachment.id)).toEqual(['1', '2']);
    expect(events[0]).toEqual({
      type: 'JiraAttachmentAdded',
      data: { mission_id: 'm1', account_id: 'nw-jira', jira_key: 'NW-7', attachment: file('1') },
    });
    decide([posted, ...events], attached([file('1'), file('3')])).then([
      expect.objectContaining({ data: expect.objectContaining({ attachment: file('3') }) }),
    ]);
  });

  it('ignores the platform’s own uploads coming back: by their id, and by the account it wrote as', () => {
    decide([posted, uploaded], attached([file('500', 'solution.md')], null)).then([]);
    decide([posted, uploaded], attached([file('501')], 'acc-uploads')).then([]);
  });

  it('adds nothing to a mission that is not live', () => {
    decide([], attached([file('1')])).then([]);
    const withdrawn: DomainEvent = {
      type: 'MissionWithdrawn',
      data: { mission_id: 'm1', reason: 'company_deleted' },
    };
    decide([posted, withdrawn], attached([file('1')])).then([]);
  });
});
