/** `host` or `host:port`; an IPv6 host in brackets. */
const ENTRY = /^(?<host>\[[0-9a-f:.]+\]|[^\s:/?#@[\]]+)(?::(?<port>\d{1,5}))?$/i;

interface AllowedHost {
  readonly hostname: string;
  /** null: any port. */
  readonly port: string | null;
}

/** A URL's hostname as a socket names it: an IPv6 address without its brackets. */
export function bareHostname(hostname: string): string {
  return hostname.replace(/^\[(.*)\]$/, '$1');
}

function allowedHostOf(entry: string): AllowedHost {
  const groups = ENTRY.exec(entry)?.groups;
  const host = groups?.['host'];
  const port = groups?.['port'];
  if (!host || (port !== undefined && Number(port) > 65535)) {
    throw new Error(`OUTBOUND_ALLOWED_HOSTS: "${entry}" is not host or host:port`);
  }
  return { hostname: bareHostname(new URL(`http://${host}`).hostname), port: port ?? null };
}

/**
 * The hosts the outbound client reaches although they are private or spoken to over plain
 * http: the Jira simulator in development and the servers tests start. Nothing else.
 */
export class OutboundAllowList {
  private readonly hosts: readonly AllowedHost[];

  /** Throws on an entry that is not `host` or `host:port`. */
  constructor(entries: readonly string[]) {
    this.hosts = entries
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map(allowedHostOf);
  }

  /** `hostname` as a URL or socket names it (brackets or none); `port` as a decimal text. */
  allows(hostname: string, port: string): boolean {
    const name = bareHostname(hostname.toLowerCase());
    return this.hosts.some((host) => host.hostname === name && (host.port ?? port) === port);
  }
}
