import type { Params } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp, type HttpLogger, type Options } from 'pino-http';
import type { AppConfig } from '../config/app-config';
import { CORRELATION_HEADER } from './request-context';

function requestLogOptions(config: AppConfig): Options {
  return {
    level: config.logLevel,
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const given = request.headers[CORRELATION_HEADER];
      const id = typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
      response.setHeader(CORRELATION_HEADER, id);
      return id;
    },
    customAttributeKeys: { reqId: 'correlationId' },
    autoLogging: { ignore: (request) => request.url === '/api/health' },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
}

/**
 * JSON logs (pino). The request logger is mounted by `configureHttp` ahead of every other
 * middleware, so a request refused before it reaches a route (a body that does not parse) is
 * still logged with its correlation id; nestjs-pino reuses it for the application's logs.
 */
export function loggerOptions(config: AppConfig): Params {
  return { pinoHttp: requestLogOptions(config), useExisting: true };
}

/** Logs every request with its correlation id, taken from X-Correlation-Id or generated, and echoed. */
export function requestLogger(config: AppConfig): HttpLogger {
  return pinoHttp(requestLogOptions(config));
}
