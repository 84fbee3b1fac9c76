import { COMPANY_JIRA_TEXTS, JIRA_ENDPOINTS, type JiraAttachmentView } from '@morphic/contracts';
import { downloadFile } from '../../lib/api/download-file';
import { saveFile } from '../account/save-file';

const { downloadFailed } = COMPANY_JIRA_TEXTS.attachments;

/**
 * Fetches a file a person attached to the mission's Jira issue (through the platform, which asks
 * Jira) and hands it to the browser's download. Resolves to what to tell the user when that
 * failed (no answer, Jira refused...), else null.
 */
export async function downloadJiraAttachment(
  missionId: string,
  file: Pick<JiraAttachmentView, 'id' | 'file_name'>,
  token: string,
): Promise<string | null> {
  try {
    const { content, fileName } = await downloadFile(JIRA_ENDPOINTS.jiraAttachment, {
      params: { id: missionId, attachmentId: file.id },
      token,
      fallbackName: file.file_name,
      failureText: downloadFailed,
    });
    saveFile(content, fileName);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : downloadFailed(null);
  }
}
