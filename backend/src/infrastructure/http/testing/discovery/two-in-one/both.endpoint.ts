import { MESSAGING_ENDPOINTS } from '@morphic/contracts';
import { fixtureHandler } from '../fixture-handler';

export const First = fixtureHandler(MESSAGING_ENDPOINTS.notifications);
export const Second = fixtureHandler(MESSAGING_ENDPOINTS.readNotification);
