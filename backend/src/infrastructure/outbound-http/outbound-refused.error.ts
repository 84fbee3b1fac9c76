import { OUTBOUND_TEXTS, type OutboundRefusal } from '@morphic/contracts';

/** A call the outbound client would not make (or stopped at a redirect); nothing was sent. */
export class OutboundRefusedError extends Error {
  override readonly name = 'OutboundRefusedError';

  constructor(readonly reason: OutboundRefusal) {
    super(OUTBOUND_TEXTS.refused[reason]);
  }
}
