import type { JiraAccountDoc } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import { JiraConnections } from '../jira-connections';

/**
 * The Jira users (`accountId`) the platform writes to an account's site as: the API token's
 * user (status moves) and the upload user (attachments). A webhook can come back before the
 * push that caused it is recorded, so its author is compared with these too, asked of Jira once
 * per set of credentials and kept; what Jira will not say is asked again next time.
 */
@Injectable()
export class JiraWriters {
  private readonly known = new Map<string, Promise<readonly string[]>>();

  constructor(private readonly connections: JiraConnections) {}

  of(account: JiraAccountDoc): Promise<readonly string[]> {
    const key = JSON.stringify([
      account._id,
      account.jira_url,
      account.api_token,
      account.upload_enabled && account.upload_token,
    ]);
    const cached = this.known.get(key);
    if (cached) return cached;
    const asked = this.ask(account).then((writers) => {
      if (writers.length === 0) this.known.delete(key);
      return writers;
    });
    this.known.set(key, asked);
    return asked;
  }

  private async ask(account: JiraAccountDoc): Promise<readonly string[]> {
    const clients = [() => this.connections.apiClient(account)];
    if (account.upload_enabled) clients.push(() => this.connections.uploadClient(account));
    const writers = await Promise.all(
      clients.map((client) =>
        Promise.resolve()
          .then(() => client().myself())
          .then((user) => [user.accountId])
          .catch(() => []),
      ),
    );
    return writers.flat();
  }
}
