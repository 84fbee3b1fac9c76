import type { JiraAttachmentView } from '@morphic/contracts';
import { jiraAttachmentCaption } from './jira-attachment-caption';

const FILE: JiraAttachmentView = {
  id: '10021',
  file_name: 'pier-wiring.pdf',
  mime_type: 'application/pdf',
  size: 2048,
  author: 'Inês Porto',
  created_at: '2030-01-02T08:00:00.000+0000',
};

describe('jiraAttachmentCaption', () => {
  it('gives the size, who attached the file and the day Jira says it was attached', () => {
    expect(jiraAttachmentCaption(FILE, 'en-GB')).toBe('2.0 KB · by Inês Porto · 2 January 2030');
  });

  it('leaves out what Jira did not say', () => {
    expect(jiraAttachmentCaption({ ...FILE, size: null, author: null, created_at: null })).toBe('');
    expect(jiraAttachmentCaption({ ...FILE, author: null, created_at: null })).toBe('2.0 KB');
  });
});
