import { OUTBOUND_TEXTS, type OutboundRefusal } from '@morphic/contracts';

/**
 * A call the outbound client would not make (nothing was sent), or whose answer it would not
 * read on: a redirect, or a body larger than it reads.
 */
export class OutboundRefusedError extends Error {
  override readonly name = 'OutboundRefusedError';

  constructor(readonly reason: OutboundRefusal) {
    super(OUTBOUND_TEXTS.refused[reason]);
  }
}
