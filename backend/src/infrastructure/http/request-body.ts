import { HTTP_LIMITS, HTTP_TEXTS } from '@morphic/contracts';
import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Logger,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { json, type NextFunction, type Request, type Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { jsonNestsDeeperThan } from './json-depth';
import { redactUrl } from './redact-url';
import { correlationIdOf } from './request-context';

/** The largest JSON or form body the API reads (multipart uploads have their own limits). */
export const BODY_LIMIT_KB = 100;

/** What body-parser attaches to the errors it raises. */
interface BodyParserError {
  readonly type: string;
  /** The raw text, on a parse failure. */
  readonly body?: string;
}

function isBodyParserError(error: unknown): error is Error & BodyParserError {
  return error instanceof Error && typeof (error as Partial<BodyParserError>).type === 'string';
}

/** Strict JSON refuses any top-level value but an object or an array: say which case it is. */
function parsesAsJson(text: string | undefined): boolean {
  try {
    JSON.parse(text ?? '');
    return true;
  } catch {
    return false;
  }
}

/** The type of the error `checkJsonBody` raises, beside body-parser's own types. */
const TOO_DEEP = 'entity.too.deep';

/**
 * Runs on a JSON body's bytes before they are parsed. It refuses a body nested deeper than the
 * limit, so the parser never builds it and nothing after walks it, and keeps the bytes as
 * `rawBody` (what Nest's `rawBody` option does through this same hook, which it would replace):
 * a signed webhook is checked against the bytes as sent.
 */
function checkJsonBody(
  request: IncomingMessage & { rawBody?: Buffer },
  _response: unknown,
  body: Buffer,
  encoding: string,
): void {
  const utf8 = /^utf-?8$/i.test(encoding)
    ? body
    : Buffer.from(new TextDecoder(encoding).decode(body));
  if (jsonNestsDeeperThan(utf8, HTTP_LIMITS.bodyMaxDepth)) {
    throw Object.assign(new Error(HTTP_TEXTS.bodyTooDeep), { status: 400, type: TOO_DEEP });
  }
  request.rawBody = body;
}

function refusalOf(error: BodyParserError): HttpException {
  switch (error.type) {
    case TOO_DEEP:
    case 'querystring.parse.rangeError':
      return new BadRequestException(HTTP_TEXTS.bodyTooDeep);
    case 'entity.parse.failed':
      return new BadRequestException(
        parsesAsJson(error.body) ? HTTP_TEXTS.bodyNotObject : HTTP_TEXTS.bodyNotJson,
      );
    case 'entity.too.large':
    case 'parameters.too.many':
      return new PayloadTooLargeException(HTTP_TEXTS.bodyTooLarge(BODY_LIMIT_KB));
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new UnsupportedMediaTypeException(HTTP_TEXTS.bodyEncodingUnsupported);
    default:
      return new HttpException(HTTP_TEXTS.bodyUnreadable, HttpStatus.BAD_REQUEST);
  }
}

/**
 * Reads JSON and form bodies (Nest then skips its own parsers, seeing these in place) and turns
 * the parsers' errors into HTTP errors with a clear text, logged, so the error filter answers
 * them like any other refusal. Nest would map only some of them (invalid JSON, in the parser's
 * own wording) and answer the rest, a body over the limit, as a 500.
 */
export function readRequestBodies(app: NestExpressApplication): void {
  const logger = new Logger('HTTP');
  app.use(json({ limit: `${BODY_LIMIT_KB}kb`, verify: checkJsonBody }));
  // qs counts the levels below the top one.
  app.useBodyParser('urlencoded', {
    limit: `${BODY_LIMIT_KB}kb`,
    extended: true,
    depth: HTTP_LIMITS.bodyMaxDepth - 1,
  });
  app.use((error: unknown, request: Request, _response: Response, next: NextFunction) => {
    if (!isBodyParserError(error)) return next(error);
    const refusal = refusalOf(error);
    logger.warn(
      `${request.method} ${redactUrl(request.originalUrl)} refused (${refusal.getStatus()}, ${error.type}): ${refusal.message} [${correlationIdOf(request)}]`,
    );
    next(refusal);
  });
}
