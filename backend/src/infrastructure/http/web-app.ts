import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { join } from 'node:path';

const SERVER_PATHS = /^\/(api|socket\.io)(\/|$)/;

/**
 * Serves the built web app: its files, and `index.html` for every other page the client-side
 * router knows (GET and HEAD). API and socket paths never reach it, so an error on an API path
 * (a body that does not parse) goes on to the app's error filter. `@nestjs/serve-static`, used
 * before, answered every such error with `404 Cannot POST …`.
 */
export function serveWebApp(app: NestExpressApplication, webDistDir: string): void {
  const files = express.static(webDistDir, { index: false });
  const indexHtml = join(webDistDir, 'index.html');
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || SERVER_PATHS.test(request.path)) return next();
    files(request, response, (error?: unknown) => {
      if (error) return next(error);
      response.sendFile(indexHtml, (failure?: unknown) => failure && next(failure));
    });
  });
}
