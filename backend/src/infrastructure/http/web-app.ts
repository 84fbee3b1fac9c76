import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { join, sep } from 'node:path';

const SERVER_PATHS = /^\/(api|socket\.io)(\/|$)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: its files, and `index.html` for every other page the client-side
 * router knows (GET and HEAD). API and socket paths never reach it, so an error on an API path
 * (a body that does not parse) goes on to the app's error filter. `@nestjs/serve-static`, used
 * before, answered every such error with `404 Cannot POST …`.
 */
export function serveWebApp(app: NestExpressApplication, webDistDir: string): void {
  const hashedFiles = join(webDistDir, 'assets', sep);
  const files = express.static(webDistDir, {
    index: false,
    // The build names each script and stylesheet after its content: a name never changes what
    // it holds, so a browser keeps it and never asks again; a new build links new names.
    setHeaders: (response, path) => {
      if (path.startsWith(hashedFiles)) response.setHeader('Cache-Control', IMMUTABLE);
    },
  });
  const indexHtml = join(webDistDir, 'index.html');
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || SERVER_PATHS.test(request.path)) return next();
    files(request, response, (error?: unknown) => {
      if (error) return next(error);
      // Asked again on every visit: it names the build's current files.
      response.setHeader('Cache-Control', 'no-cache');
      response.sendFile(indexHtml, (failure?: unknown) => failure && next(failure));
    });
  });
}
