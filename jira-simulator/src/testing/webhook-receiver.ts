import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  readonly headers: IncomingHttpHeaders;
  /** The body as posted, before parsing (what a signature covers). */
  readonly text: string;
  readonly body: unknown;
}

export interface WebhookReceiver {
  readonly url: string;
  readonly received: ReceivedWebhook[];
  /** The status the next posts are answered with. */
  answerWith(status: number): void;
  close(): Promise<void>;
}

/** A local HTTP endpoint that keeps every webhook posted to it. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        headers: req.headers,
        text,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      res.writeHead(status);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/jira`,
    received,
    answerWith: (next) => {
      status = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
