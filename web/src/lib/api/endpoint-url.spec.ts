import { ADMIN_ENDPOINTS, MESSAGING_ENDPOINTS, PLATFORM_ENDPOINTS } from '@morphic/contracts';
import { endpointUrl } from './endpoint-url';

describe('endpointUrl', () => {
  it('fills each path parameter, encoded', () => {
    expect(
      endpointUrl(MESSAGING_ENDPOINTS.readNotification, { id: 'op 1', notificationId: 'n/2' }),
    ).toBe('/api/operators/op%201/notifications/n%2F2/read');
  });

  it('appends the query values that are given, and leaves out empty ones', () => {
    expect(
      endpointUrl(
        ADMIN_ENDPOINTS.operators,
        {},
        { q: 'ada lovelace', role: '', page: 2, cohort: undefined },
      ),
    ).toBe('/api/admin/operators?q=ada+lovelace&page=2');
    expect(endpointUrl(ADMIN_ENDPOINTS.operators, {}, { q: '' })).toBe('/api/admin/operators');
  });

  it('keeps a path without parameters as it is', () => {
    expect(endpointUrl(PLATFORM_ENDPOINTS.hello)).toBe('/api/hello');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => endpointUrl(MESSAGING_ENDPOINTS.readNotification, { id: 'op-1' })).toThrow(
      /notificationId/,
    );
  });
});
