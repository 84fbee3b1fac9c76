import type { AnyEndpoint } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import type { StreamableFile } from '@nestjs/common';
import type { z } from 'zod';

/** A command answers the position of its events; ReadYourWritesInterceptor turns it into text. */
type WithLogPosition<T> = T extends { position: string | null }
  ? Omit<T, 'position'> & { position: LogPosition | T['position'] }
  : T;

/** What an endpoint handler returns, before the interceptors. */
export type Reply<E extends AnyEndpoint> = E['response'] extends z.ZodType
  ? WithLogPosition<z.input<E['response']>>
  : StreamableFile;
