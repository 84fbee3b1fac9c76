import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { AppConfig } from '#infrastructure/config/app-config';
import { requestLogger } from '#infrastructure/http/logging';
import { API_DOCS_PATH, openApiDocument } from '#infrastructure/http/openapi-document';
import { readRequestBodies } from '#infrastructure/http/request-body';
import { sendSecurityHeaders } from '#infrastructure/http/security-headers';
import { serveWebApp } from '#infrastructure/http/web-app';
import { mountDevJiraSimulator } from '#infrastructure/jira/dev-jira-simulator';
import { APP_CONFIG } from '#infrastructure/tokens';

/** Builds the whole platform (API, sockets, web app) as one Nest application. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
  });
  configureHttp(app);
  return app;
}

/**
 * How long an idle keep-alive connection stays open. Node closes it after 5 s, which races with
 * clients and proxies that reuse a pooled connection after a pause: the request written as the
 * server closes the socket fails with ECONNRESET. Holding it longer than common client and load
 * balancer idle timeouts (60 s) leaves the closing to the client.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function holdIdleConnections(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Must exceed keepAliveTimeout, or a request arriving late on a kept socket is cut off.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}

/**
 * Logging, security headers, body parsing, the web app, connection timeouts, shutdown hooks and
 * the OpenAPI page: shared by the server and tests. Middleware runs in the order it is added.
 */
export function configureHttp(app: NestExpressApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(Logger));
  holdIdleConnections(app.getHttpServer() as Server);
  app.set('trust proxy', 'loopback');
  // API answers change with every event and are not cached, so hashing each one into an ETag
  // is wasted work; the web app's files keep theirs (express.static sets its own).
  app.set('etag', false);
  app.use(requestLogger(config));
  sendSecurityHeaders(app);
  readRequestBodies(app);
  if (config.devJiraSimulator) mountDevJiraSimulator(app, config);
  if (existsSync(config.webDistDir)) serveWebApp(app, config.webDistDir);
  app.enableShutdownHooks();
  SwaggerModule.setup(API_DOCS_PATH, app, openApiDocument(app));
}
