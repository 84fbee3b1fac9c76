import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

type CspDirectives = Record<string, string[] | null>;

const DIRECTIVES: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  // Socket.IO connects to the page's own origin; 'self' covers its ws:/wss: URLs too.
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
};

/**
 * Asking the browser to fetch everything over https only helps a page served over https: over
 * plain http (the app opened by the machine's address) every script would fail to load.
 */
const policyOverHttps = helmet.contentSecurityPolicy({
  directives: { ...DIRECTIVES, 'upgrade-insecure-requests': [] },
});
const policyOverHttp = helmet.contentSecurityPolicy({
  directives: { ...DIRECTIVES, 'upgrade-insecure-requests': null },
});

/**
 * Helmet's headers, with a content security policy fitted to how the page was reached (`secure`
 * honours X-Forwarded-Proto from a trusted proxy), and `Cache-Control: no-store` on every API
 * answer: each one is either the caller's own (a token, personal data) or a live read model
 * that pushes keep changing, so none is worth keeping in a browser or a shared cache.
 */
export function sendSecurityHeaders(app: NestExpressApplication): void {
  app.use(helmet({ contentSecurityPolicy: false }));
  app.use((request: Request, response: Response, next: NextFunction) =>
    (request.secure ? policyOverHttps : policyOverHttp)(request, response, next),
  );
  app.use('/api', (_request: Request, response: Response, next: NextFunction) => {
    response.setHeader('Cache-Control', 'no-store');
    next();
  });
}
