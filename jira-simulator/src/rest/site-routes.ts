import { sendJson } from '../http-io';
import { fieldCatalog } from '../site/field-catalog';
import { userJson } from '../site/issue-json';
import { restRoute } from './rest-call';

/** The connection test and the field list. */
export const SITE_ROUTES = [
  restRoute('GET', '/rest/api/3/myself', ({ res, site, user }) =>
    sendJson(res, 200, {
      ...userJson(site.baseUrl, user),
      groups: { size: 1, items: [] },
      applicationRoles: { size: 1, items: [] },
      expand: 'groups,applicationRoles',
    }),
  ),
  restRoute('GET', '/rest/api/3/field', ({ res, site }) =>
    sendJson(res, 200, fieldCatalog(site.customFields)),
  ),
];
