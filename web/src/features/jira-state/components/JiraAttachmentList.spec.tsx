import { COMPANY_JIRA_TEXTS, type JiraAttachmentView } from '@morphic/contracts';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { JiraAttachmentList } from './JiraAttachmentList';

const TEXTS = COMPANY_JIRA_TEXTS.attachments;
const file = (id: string, overrides: Partial<JiraAttachmentView> = {}): JiraAttachmentView => ({
  id,
  file_name: `file-${id}.pdf`,
  mime_type: 'application/pdf',
  size: 1536,
  author: 'Inês Porto',
  created_at: '2030-01-02T08:00:00.000+0000',
  ...overrides,
});
const render = (attachments: JiraAttachmentView[] | undefined) =>
  renderToStaticMarkup(
    <MantineProvider withCssVariables={false} withGlobalClasses={false}>
      <JiraAttachmentList missionId="m-1" attachments={attachments} />
    </MantineProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('JiraAttachmentList', () => {
  it('lists each file as a labelled download button with its size and who attached it', () => {
    const html = render([file('1'), file('2', { file_name: 'map.png', size: 3 * 1024 * 1024 })]);
    expect(html).toContain('data-testid="jira-attachments"');
    expect(text(html)).toContain(TEXTS.title);
    for (const [id, name] of [
      ['1', 'file-1.pdf'],
      ['2', 'map.png'],
    ] as const) {
      expect(html).toContain(`data-testid="jira-attachment-${id}"`);
      const button = new RegExp(
        `<button[^>]*data-testid="jira-attachment-download-${id}"[^>]*>`,
      ).exec(html)?.[0];
      expect(button).toContain(`aria-label="${TEXTS.download(name)}"`);
      expect(text(html)).toContain(name);
    }
    expect(text(html)).toContain('1.5 KB · by Inês Porto');
    expect(text(html)).toContain('3.0 MB · by Inês Porto');
  });

  it('shows nothing while the issue has no files', () => {
    expect(render([])).toBe('');
    expect(render(undefined)).toBe('');
  });
});
