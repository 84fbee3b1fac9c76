import { isChromeHidden, isFullBleed } from './layout-rules';

describe('layout rules', () => {
  it.each([
    ['/join', true],
    ['/join/worker', true],
    ['/join/company/link', true],
    ['/company/login', true],
    ['/company/login/help', true],
    ['/email-verification', true],
    ['/email-verification?mode=reset', true],
    ['/morphic-ide/launch', true],
    ['/morphic-ide', false],
    ['/company/dashboard', false],
    ['/', false],
    ['/system', false],
  ])('chrome hidden on %s: %s', (path, hidden) => {
    expect(isChromeHidden(path)).toBe(hidden);
  });

  it('gives the marketplace and chromeless pages the full width', () => {
    expect(isFullBleed('/marketplace')).toBe(true);
    expect(isFullBleed('/join/worker')).toBe(true);
    expect(isFullBleed('/')).toBe(false);
    expect(isFullBleed('/marketplace-submission/1')).toBe(false);
  });
});
