import type { EndpointAccess } from '@morphic/contracts';
import { SetMetadata } from '@nestjs/common';

/** Access levels of the endpoint table (contracts/src/spec/endpoints.ts). */
export type AccessLevel = EndpointAccess;

export const ACCESS_KEY = 'morphic:access';

/**
 * Declares who may call an endpoint (`@HandlesEndpoint` sets it from the definition); the global
 * AccessGuard refuses everyone else.
 */
export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);

export const FORBIDDEN_MESSAGE_KEY = 'morphic:forbidden-message';

/** What a caller without the access level is told (403), where the spec names the words. */
export const ForbiddenMessage = (message: string) => SetMetadata(FORBIDDEN_MESSAGE_KEY, message);
