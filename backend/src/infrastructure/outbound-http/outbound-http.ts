import type { OutboundRefusal } from '@morphic/contracts';
import { isIP, type LookupFunction } from 'node:net';
import type { OnModuleDestroy } from '@nestjs/common';
import { Agent, Response, buildConnector, fetch, type RequestInit } from 'undici';
import { bareHostname, OutboundAllowList } from './outbound-allow-list';
import { OutboundRefusedError } from './outbound-refused.error';
import { isPublicAddress, publicOnlyLookup } from './public-address';

export interface OutboundHttpOptions {
  /** `host` or `host:port` entries reached even when private and over http. */
  readonly allowedHosts?: readonly string[];
  /** Resolves host names (tests give a stub); its answer is checked before connecting. */
  readonly lookup?: LookupFunction;
  /** The most bytes of an answer's body read; a larger one fails (default 10 MiB). */
  readonly maxResponseBytes?: number;
}

const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

/** What a caller may set on a request; redirects and the connection are the client's. */
export type OutboundRequestInit = Omit<RequestInit, 'redirect' | 'dispatcher'>;

const defaultPort = (protocol: string) => (protocol === 'https:' ? '443' : '80');
const portOf = (url: URL) => url.port || defaultPort(url.protocol);

/** A 3xx other than 304 (Not Modified, which leads nowhere). */
const isRedirect = (status: number) => status >= 300 && status < 400 && status !== 304;

/** The refusal a failed fetch carries as its cause (fetch wraps connection errors). */
function refusalIn(error: unknown): OutboundRefusedError | null {
  if (error instanceof OutboundRefusedError) return error;
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof OutboundRefusedError ? cause : null;
}

/**
 * The answer with a body that fails once it has given more than `maxBytes`, so a hostile or broken
 * server cannot fill the memory of whoever reads it; a larger declared length fails at once.
 */
async function limitedResponse(response: Response, maxBytes: number): Promise<Response> {
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel();
    throw new OutboundRefusedError('too_large');
  }
  if (!response.body) return response;
  let read = 0;
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > maxBytes) controller.error(new OutboundRefusedError('too_large'));
        else controller.enqueue(chunk);
      },
    }),
  );
  const { status, statusText, headers } = response;
  return new Response(body, { status, statusText, headers });
}

/**
 * The one way out to other servers (DESIGN §1): https to public addresses only, except the
 * allow-listed hosts. An address is judged where the socket connects, after the name resolved
 * (a name that resolves to a private address is refused, whatever it resolved to before); a
 * redirect is never followed, and no more of an answer is read than `maxResponseBytes`. Callers report failures in their own words: nothing here hands
 * a remote body on.
 */
export class OutboundHttp implements OnModuleDestroy {
  private readonly allowList: OutboundAllowList;
  private readonly dispatcher: Agent;
  private readonly maxResponseBytes: number;

  constructor(options: OutboundHttpOptions = {}) {
    this.allowList = new OutboundAllowList(options.allowedHosts ?? []);
    this.maxResponseBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES;
    const connectAnywhere = buildConnector({});
    const connectPublic = buildConnector({ lookup: publicOnlyLookup(options.lookup) });
    this.dispatcher = new Agent({
      connect: (target, callback) => {
        const way = this.connection(target.hostname, target.port || defaultPort(target.protocol));
        if (way === 'open') connectAnywhere(target, callback);
        else if (way === 'lookup') connectPublic(target, callback);
        else callback(new OutboundRefusedError('address'), null);
      },
    });
  }

  /**
   * Why a request to this URL is refused before any connection (its scheme, credentials, plain
   * http, an address written in it), or null. A name's addresses are judged when connecting.
   */
  refusalOf(url: URL): OutboundRefusal | null {
    const refusal = this.requestRefusal(url);
    if (refusal) return refusal;
    return this.connection(bareHostname(url.hostname), portOf(url)) === 'refuse' ? 'address' : null;
  }

  /** The answer, unless the call is refused (an OutboundRefusedError) or fails on the way. */
  async fetch(url: URL, init: OutboundRequestInit = {}): Promise<Response> {
    // The address is judged as the socket connects (see the dispatcher).
    const refusal = this.requestRefusal(url);
    if (refusal) throw new OutboundRefusedError(refusal);
    let response: Response;
    try {
      response = await fetch(url, { ...init, redirect: 'manual', dispatcher: this.dispatcher });
    } catch (error) {
      throw refusalIn(error) ?? error;
    }
    if (isRedirect(response.status)) {
      await response.body?.cancel();
      throw new OutboundRefusedError('redirect');
    }
    return limitedResponse(response, this.maxResponseBytes);
  }

  /** A request's own faults: its scheme, credentials, or plain http to a host not allowed. */
  private requestRefusal(url: URL): OutboundRefusal | null {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme';
    if (url.username !== '' || url.password !== '') return 'credentials';
    const allowed = this.allowList.allows(url.hostname, portOf(url));
    return !allowed && url.protocol !== 'https:' ? 'https' : null;
  }

  /**
   * How a socket to this host may open: at once (allow-listed, or a public address), after a
   * lookup whose addresses must all be public (a name; a socket skips the lookup for an
   * address), or not at all.
   */
  private connection(hostname: string, port: string): 'open' | 'lookup' | 'refuse' {
    if (this.allowList.allows(hostname, port)) return 'open';
    if (isIP(hostname) === 0) return 'lookup';
    return isPublicAddress(hostname) ? 'open' : 'refuse';
  }

  /** Cuts the open connections (calls under way fail). */
  onModuleDestroy(): Promise<void> {
    return this.dispatcher.destroy();
  }
}
