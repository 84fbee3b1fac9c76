import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';

/** Jira's error body: `{ "errorMessages": [...], "errors": { "<field>": "..." } }`. */
export interface JiraErrorBody {
  readonly errorMessages: readonly string[];
  readonly errors: Readonly<Record<string, string>>;
}

export class BodyError extends Error {}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

export function sendNoContent(res: ServerResponse): void {
  res.writeHead(204);
  res.end();
}

export function sendErrors(
  res: ServerResponse,
  status: number,
  errorMessages: readonly string[],
  errors: Readonly<Record<string, string>> = {},
  headers: Readonly<Record<string, string>> = {},
): void {
  const body: JiraErrorBody = { errorMessages, errors };
  sendJson(res, status, body, headers);
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The JSON body, or undefined when there is none. A host app that mounts the simulator behind
 * its own JSON parser (Express) has consumed the stream already: its parsed `body` is used.
 */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const parsed = (req as IncomingMessage & { body?: unknown }).body;
  if (parsed !== undefined) return parsed;
  const text = await readText(req);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError('Unexpected character in the request body: it is not JSON.');
  }
}

/** The JSON body when it has the schema's shape; undefined when it has not. */
export async function readBody<T>(
  req: IncomingMessage,
  schema: z.ZodType<T>,
): Promise<T | undefined> {
  const parsed = schema.safeParse(await readJson(req));
  return parsed.success ? parsed.data : undefined;
}

export interface BasicCredentials {
  readonly email: string;
  readonly secret: string;
}

export function basicCredentials(req: IncomingMessage): BasicCredentials | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { email: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}
