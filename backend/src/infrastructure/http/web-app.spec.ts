import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveWebApp } from './web-app';

describe('serveWebApp', () => {
  let webDist: string;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'morphic-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Morphic</title>');
    writeFileSync(join(webDist, 'assets', 'vendor-Cx5WoOJQ.js'), 'export {};');
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const app = express();
    // Only `use` is called: a bare Express app stands in for Nest's.
    serveWebApp(app as unknown as NestExpressApplication, webDist);
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(webDist, { recursive: true, force: true });
  });

  const cacheControlOf = async (path: string) => {
    const answer = await fetch(`${url}${path}`);
    expect(answer.status).toBe(200);
    return answer.headers.get('cache-control');
  };

  it('lets a browser keep a built script for good: its name changes with its content', async () => {
    expect(await cacheControlOf('/assets/vendor-Cx5WoOJQ.js')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('has every page ask again for index.html, which names the current build', async () => {
    expect(await cacheControlOf('/system/operators')).toBe('no-cache');
    expect(await cacheControlOf('/')).toBe('no-cache');
  });

  it('answers 404 for a hashed file the build does not hold, and index.html to pages', async () => {
    expect((await fetch(`${url}/assets/vendor-OldBuild.js`)).status).toBe(404);
    expect((await fetch(`${url}/assets`)).status).toBe(200);
  });

  it('keeps unhashed files revalidated', async () => {
    expect(await cacheControlOf('/favicon.svg')).toBe('public, max-age=0');
  });
});
