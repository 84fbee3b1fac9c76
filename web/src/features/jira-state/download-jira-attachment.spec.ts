import { COMPANY_JIRA_TEXTS } from '@morphic/contracts';
import { saveFile } from '../account/save-file';
import { downloadJiraAttachment } from './download-jira-attachment';

jest.mock('../account/save-file', () => ({ saveFile: jest.fn() }));

const FILE = { id: '10021', file_name: 'pier-wiring.csv' };
const TEXTS = COMPANY_JIRA_TEXTS.attachments;

describe('downloadJiraAttachment', () => {
  let fetchMock: jest.SpiedFunction<typeof fetch>;

  beforeEach(() => {
    jest.mocked(saveFile).mockReset();
    fetchMock = jest.spyOn(global, 'fetch');
  });

  afterEach(() => fetchMock.mockRestore());

  it('asks the platform for the mission’s file with the session’s token and saves it under Jira’s name', async () => {
    fetchMock.mockResolvedValue(
      new Response('junction,box\n', {
        headers: { 'content-disposition': `attachment; filename*=UTF-8''pier%20wiring.csv` },
      }),
    );
    expect(await downloadJiraAttachment('m/1', FILE, 'tok')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/missions/m%2F1/jira-attachments/10021', {
      headers: { Authorization: 'Bearer tok' },
    });
    const [content, fileName] = jest.mocked(saveFile).mock.calls[0] ?? [];
    expect(fileName).toBe('pier wiring.csv');
    expect(await content?.text()).toBe('junction,box\n');
  });

  it('names the file as the list does when the answer suggests no name', async () => {
    fetchMock.mockResolvedValue(new Response('bytes'));
    await downloadJiraAttachment('m-1', FILE, 'tok');
    expect(jest.mocked(saveFile).mock.calls[0]?.[1]).toBe('pier-wiring.csv');
  });

  it('tells what went wrong, by the status or the missing answer, and saves nothing', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 502 }));
    expect(await downloadJiraAttachment('m-1', FILE, 'tok')).toBe(TEXTS.downloadFailed(502));
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 403 }));
    expect(await downloadJiraAttachment('m-1', FILE, 'tok')).toBe(TEXTS.downloadFailed(403));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await downloadJiraAttachment('m-1', FILE, 'tok')).toBe(TEXTS.downloadFailed(null));
    expect(saveFile).not.toHaveBeenCalled();
  });
});
