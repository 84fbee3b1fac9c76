import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendErrors } from '../http-io';
import type { JiraSite } from '../site/jira-site';
import type { StoredAttachment } from '../site/site-model';

/**
 * Where Jira Cloud keeps an attachment's bytes: its media service, which the content endpoint
 * redirects to. The link carries its own token and takes no Basic auth, so a client that
 * follows the redirect to Atlassian's other host (dropping the Authorization header) still reads it.
 */
const MEDIA_FILE_PATH = /^\/media\/file\/([^/]+)\/binary\/?$/;
const TOKEN_KEY = randomBytes(32);

function mediaToken(attachmentId: string): Buffer {
  return createHmac('sha256', TOKEN_KEY).update(attachmentId).digest();
}

export function mediaFileUrl(site: JiraSite, attachment: StoredAttachment): string {
  const url = new URL(`${site.baseUrl}/media/file/${attachment.id}/binary`);
  url.searchParams.set('token', mediaToken(attachment.id).toString('base64url'));
  url.searchParams.set('name', attachment.filename);
  return url.href;
}

export function isMediaFilePath(path: string): boolean {
  return MEDIA_FILE_PATH.test(path);
}

export function sendAttachmentBytes(res: ServerResponse, attachment: StoredAttachment): void {
  res.writeHead(200, {
    'Content-Type': attachment.mimeType,
    'Content-Length': attachment.bytes.length,
    'Content-Disposition': `attachment; filename="${encodeURIComponent(attachment.filename)}"`,
  });
  res.end(attachment.bytes);
}

function tokenMatches(attachmentId: string, token: string | null): boolean {
  const given = Buffer.from(token ?? '', 'base64url');
  const expected = mediaToken(attachmentId);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Answers a request for a media file: its bytes when the token is the one its link carries. */
export function serveMediaFile(
  res: ServerResponse,
  site: JiraSite,
  path: string,
  query: URLSearchParams,
): void {
  const id = decodeURIComponent(MEDIA_FILE_PATH.exec(path)?.[1] ?? '');
  if (!tokenMatches(id, query.get('token'))) {
    return sendErrors(res, 401, ['The media token is missing or not valid for this file.']);
  }
  const attachment = site.attachment(id);
  if (!attachment) return sendErrors(res, 404, ['The file does not exist.']);
  sendAttachmentBytes(res, attachment);
}
