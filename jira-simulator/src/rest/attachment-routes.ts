import { sendErrors, sendJson } from '../http-io';
import { attachmentJson } from '../site/issue-json';
import { withIssue } from './issue-routes';
import { mediaFileUrl, sendAttachmentBytes } from './media-files';
import { readMultipartFiles, UploadError } from './multipart-files';
import { restRoute } from './rest-call';

/** Jira refuses uploads without this header, its guard against cross-site form posts. */
function passesXsrfCheck(header: string | string[] | undefined): boolean {
  return header === 'no-check' || header === 'nocheck';
}

export const ATTACHMENT_ROUTES = [
  restRoute(
    'POST',
    '/rest/api/3/issue/:idOrKey/attachments',
    withIssue(async ({ req, res, site, user }, issue) => {
      if (!passesXsrfCheck(req.headers['x-atlassian-token'])) {
        res.writeHead(403, { 'Content-Type': 'text/plain;charset=UTF-8' });
        res.end('XSRF check failed');
        return;
      }
      try {
        const files = await readMultipartFiles(req, 'file');
        if (files.length === 0) return sendErrors(res, 400, ['No file was found in the request.']);
        const added = files.map((file) => site.addAttachment(issue, file, user));
        sendJson(
          res,
          200,
          added.map((attachment) => attachmentJson(site.baseUrl, attachment)),
        );
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        sendErrors(res, error.status, [error.message]);
      }
    }),
  ),
  /** Jira Cloud answers with a redirect to its media service unless `redirect=false`. */
  restRoute('GET', '/rest/api/3/attachment/content/:id', ({ res, site, params, query }) => {
    const attachment = site.attachment(params[0] ?? '');
    if (!attachment) return sendErrors(res, 404, ['The attachment does not exist.']);
    if (query.get('redirect') === 'false') return sendAttachmentBytes(res, attachment);
    res.writeHead(303, { Location: mediaFileUrl(site, attachment) });
    res.end();
  }),
];
