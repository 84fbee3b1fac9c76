import type { SealedSecret } from '@morphic/contracts';
import { Injectable } from '@nestjs/common';
import { SecretBox } from '#infrastructure/secrets/secret-box';

/** Which of an account's secrets: each is sealed bound to its account and purpose. */
export type JiraSecretPurpose = 'api' | 'upload' | 'webhook';

/** Seals and opens a Jira account's tokens and webhook secret (never stored in clear). */
@Injectable()
export class JiraSecrets {
  constructor(private readonly box: SecretBox) {}

  seal(accountId: string, purpose: JiraSecretPurpose, value: string): SealedSecret {
    return {
      sealed: this.box.seal(value, contextOf(accountId, purpose)),
      bytes: Buffer.byteLength(value, 'utf8'),
    };
  }

  open(accountId: string, purpose: JiraSecretPurpose, secret: SealedSecret): string {
    return this.box.open(secret.sealed, contextOf(accountId, purpose));
  }
}

const contextOf = (accountId: string, purpose: JiraSecretPurpose) =>
  `jira-account:${accountId}/${purpose}`;
