import { MESSAGING_ENDPOINTS } from '@morphic/contracts';
import { fixtureHandler } from '../../fixture-handler';

/** A handler in a file not named *.endpoint.ts: discovery must not find it. */
export const Unnamed = fixtureHandler(MESSAGING_ENDPOINTS.readAllNotifications);
