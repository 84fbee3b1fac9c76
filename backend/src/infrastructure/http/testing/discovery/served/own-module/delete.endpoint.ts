import { MESSAGING_ENDPOINTS } from '@morphic/contracts';
import { fixtureHandler } from '../../fixture-handler';

export const DeleteFixture = fixtureHandler(MESSAGING_ENDPOINTS.deleteNotification);
