import { MESSAGING_ENDPOINTS } from '@morphic/contracts';
import { join } from 'node:path';
import { endpointHandlersIn } from './endpoint-discovery';
import { endpointOf } from './endpoint.decorator';

const fixtures = join(__dirname, 'testing', 'discovery');

const servedPaths = (directory: string) =>
  endpointHandlersIn(join(fixtures, directory)).map(
    (handler) => endpointOf((handler.prototype as { handle: object }).handle)?.path,
  );

describe('endpointHandlersIn', () => {
  it('finds the *.endpoint files of a folder and every folder below it', () => {
    expect(servedPaths('served')).toEqual([
      MESSAGING_ENDPOINTS.notifications.path,
      MESSAGING_ENDPOINTS.readNotification.path,
    ]);
  });

  it('leaves a subfolder with a module of its own to that module', () => {
    expect(servedPaths('served/own-module')).toEqual([MESSAGING_ENDPOINTS.deleteNotification.path]);
    expect(servedPaths('served')).not.toContain(MESSAGING_ENDPOINTS.deleteNotification.path);
  });

  it('refuses an endpoint file with two handlers', () => {
    expect(() => endpointHandlersIn(join(fixtures, 'two-in-one'))).toThrow(
      /both\.endpoint\.ts must export one @HandlesEndpoint class, found 2/,
    );
  });

  it('refuses an endpoint file that binds no endpoint', () => {
    expect(() => endpointHandlersIn(join(fixtures, 'none'))).toThrow(
      /plain\.endpoint\.ts must export one @HandlesEndpoint class, found 0/,
    );
  });
});
