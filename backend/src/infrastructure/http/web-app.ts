import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { acceptedCodings, PRECOMPRESSED_CODINGS } from './content-coding';

const SERVER_PATHS = /^\/(api|socket\.io)(\/|$)/;
const HASHED_FILES = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML = '/index.html';

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (found) => found.isFile(),
    () => false,
  );
}

/**
 * The file of the build a path names, as a URL path: the file itself, `index.html` for a page of
 * the client-side router, or undefined for a hashed file the build does not hold. Such a file
 * was named by an earlier build, and a tab still running it must see its import fail, not parse
 * index.html as a script.
 */
async function fileFor(webDistDir: string, urlPath: string): Promise<string | undefined> {
  const path = decodedPath(urlPath);
  // Dot segments: no `..` out of the build, and no hidden files (the build's input stamp).
  const servable =
    path !== undefined && !path.split('/').some((segment) => segment.startsWith('.'));
  if (servable && (await isFile(join(webDistDir, path)))) return urlPath;
  return urlPath.startsWith(HASHED_FILES) ? undefined : INDEX_HTML;
}

function decodedPath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app: its files, and `index.html` for every other page the client-side
 * router knows (GET and HEAD). A file goes out as the brotli or gzip copy the build wrote beside
 * it when the request accepts one. API and socket paths never reach it, so an error on an API
 * path (a body that does not parse) goes on to the app's error filter. `@nestjs/serve-static`,
 * used before, answered every such error with `404 Cannot POST …`.
 */
export function serveWebApp(app: NestExpressApplication, webDistDir: string): void {
  const hashedFiles = join(webDistDir, HASHED_FILES, sep);
  const indexHtml = join(webDistDir, INDEX_HTML);
  const files = express.static(webDistDir, {
    index: false,
    setHeaders: (response, path) => {
      // The build names each script and stylesheet after its content: a name never changes what
      // it holds, so a browser keeps it and never asks again; a new build links new names.
      if (path.startsWith(hashedFiles)) response.setHeader('Cache-Control', IMMUTABLE);
      // Asked again on every visit: it names the build's current files.
      else if (path.startsWith(indexHtml)) response.setHeader('Cache-Control', 'no-cache');
    },
  });

  const serve = async (request: Request, response: Response, next: NextFunction) => {
    const file = await fileFor(webDistDir, request.path);
    if (file === undefined) return next();
    response.vary('Accept-Encoding');
    const codings = acceptedCodings(request.headers['accept-encoding'], PRECOMPRESSED_CODINGS);
    let served = file;
    for (const coding of codings) {
      if (!(await isFile(join(webDistDir, decodedPath(file) + coding.suffix)))) continue;
      served = file + coding.suffix;
      response.setHeader('Content-Encoding', coding.name);
      // Set before express.static, which would name the type of the compressed copy.
      response.type(extname(file));
      break;
    }
    const requested = request.url;
    request.url = served;
    files(request, response, (error?: unknown) => {
      request.url = requested;
      response.removeHeader('Content-Encoding');
      next(error);
    });
  };

  app.use((request: Request, response: Response, next: NextFunction) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || SERVER_PATHS.test(request.path)) return next();
    serve(request, response, next).catch(next);
  });
}
