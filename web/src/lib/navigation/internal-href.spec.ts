import { isInternalHref } from './internal-href';

describe('isInternalHref', () => {
  it.each([
    ['/join', true],
    ['/system?tab=settings', true],
    ['//evil.example', false],
    ['https://example.com/x', false],
    ['mailto:a@b.c', false],
    ['relative', false],
  ])('%s -> %s', (href, expected) => {
    expect(isInternalHref(href)).toBe(expected);
  });
});
