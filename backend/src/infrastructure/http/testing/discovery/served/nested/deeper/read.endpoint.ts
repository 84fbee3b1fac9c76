import { MESSAGING_ENDPOINTS } from '@morphic/contracts';
import { fixtureHandler } from '../../../fixture-handler';

export const ReadFixture = fixtureHandler(MESSAGING_ENDPOINTS.readNotification);
/** Not a handler: an endpoint file may export other things beside its one handler. */
export const READ_FIXTURE_NOTE = 'read';
