import type { ServerResponse } from 'node:http';

/** A REST request a site received, for assertions. */
export interface RequestRecord {
  readonly site: string;
  readonly method: string;
  /** The path under the site's base URL, without the query. */
  readonly path: string;
  readonly query: string;
  /** The status answered; `dropped` when an injected fault cut the connection. */
  readonly status: number | 'dropped' | 'pending';
  readonly at: Date;
}

interface Entry extends Omit<RequestRecord, 'status'> {
  readonly res: ServerResponse;
  dropped: boolean;
}

/** Every REST request in arrival order; the status is read once it has been written. */
export class RequestLog {
  private entries: Entry[] = [];

  record(entry: Omit<Entry, 'dropped'>): { markDropped(): void } {
    const kept: Entry = { ...entry, dropped: false };
    this.entries.push(kept);
    return {
      markDropped: () => {
        kept.dropped = true;
      },
    };
  }

  list(): RequestRecord[] {
    return this.entries.map(({ res, dropped, ...rest }) => ({
      ...rest,
      status: dropped ? 'dropped' : res.headersSent ? res.statusCode : 'pending',
    }));
  }

  clear(): void {
    this.entries = [];
  }
}
