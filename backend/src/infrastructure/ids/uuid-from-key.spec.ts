import { uuidFromKey } from './uuid-from-key';

describe('uuidFromKey', () => {
  it('derives the same UUID-shaped id from the same key, another from another key', () => {
    expect(uuidFromKey('mission-match:m-1:op-1')).toBe(uuidFromKey('mission-match:m-1:op-1'));
    expect(uuidFromKey('mission-match:m-1:op-1')).not.toBe(uuidFromKey('mission-match:m-1:op-2'));
    expect(uuidFromKey('anything')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('keeps the ids sent before it was shared (validation decisions)', () => {
    expect(uuidFromKey('validation-decision:en-1')).toBe('06e86acb-bd4c-5045-adbc-89659b4b2102');
  });
});
