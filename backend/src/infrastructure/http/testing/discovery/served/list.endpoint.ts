import { MESSAGING_ENDPOINTS } from '@morphic/contracts';
import { fixtureHandler } from '../fixture-handler';

export const ListFixture = fixtureHandler(MESSAGING_ENDPOINTS.notifications);
