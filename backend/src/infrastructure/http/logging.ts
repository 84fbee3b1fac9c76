import type { Params } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '../config/app-config';
import { CORRELATION_HEADER } from './request-context';

/** JSON logs (pino); every request line carries its correlation id, echoed in the response. */
export function loggerOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      genReqId: (request: IncomingMessage, response: ServerResponse) => {
        const given = request.headers[CORRELATION_HEADER];
        const id =
          typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
        response.setHeader(CORRELATION_HEADER, id);
        return id;
      },
      customAttributeKeys: { reqId: 'correlationId' },
      autoLogging: { ignore: (request) => request.url === '/api/health' },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  };
}
