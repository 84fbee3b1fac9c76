import { randomUUID } from 'node:crypto';

/** One HTTP answer with its round trip, from sending the request to reading the whole body. */
export interface HttpAnswer<T> {
  readonly status: number;
  readonly body: T;
  readonly ms: number;
  /** `performance.now()` when the body had been read. */
  readonly receivedAt: number;
}

export interface RequestOptions {
  readonly token?: string;
  readonly json?: unknown;
  readonly form?: FormData;
}

/** A call as the web client makes it: commands (non-GET) carry a fresh Idempotency-Key. */
export async function request<T>(
  url: string,
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  if (method !== 'GET') headers['idempotency-key'] = randomUUID();
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const body =
    options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
  const sentAt = performance.now();
  const response = await fetch(`${url}${path}`, { method, headers, body });
  const text = await response.text();
  const receivedAt = performance.now();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as T,
    ms: receivedAt - sentAt,
    receivedAt,
  };
}

/** The answer's body when it is a 2xx; otherwise an error naming the call. */
export function ok<T>(answer: HttpAnswer<T>, what: string): T {
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}
