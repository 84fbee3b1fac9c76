import { effectiveRoles, formatRoles, hasAnyRole, parseRoles } from './roles';

describe('roles', () => {
  it('reads the comma-separated role string, trimming, lowercasing and dropping unknown words', () => {
    expect(parseRoles(' Operator, validator,,wizard,operator ')).toEqual(['operator', 'validator']);
    expect(parseRoles('')).toEqual([]);
    expect(parseRoles(null)).toEqual([]);
  });

  it('recognises founders by username as well as by role', () => {
    const founders = new Set(['ada']);
    expect(effectiveRoles('operator', 'Ada', founders)).toEqual(['operator', 'founder']);
    expect(effectiveRoles('operator', 'bob', founders)).toEqual(['operator']);
    expect(effectiveRoles('founder', 'ada', founders)).toEqual(['founder']);
  });

  it('formats roles in a stable order and checks membership', () => {
    expect(formatRoles(['admin', 'operator'])).toBe('operator,admin');
    expect(hasAnyRole(['operator'], ['admin', 'founder'])).toBe(false);
    expect(hasAnyRole(['operator', 'founder'], ['admin', 'founder'])).toBe(true);
  });
});
