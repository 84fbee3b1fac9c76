import { jsonNestsDeeperThan } from './json-depth';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('jsonNestsDeeperThan', () => {
  it('lets exactly the limit through and refuses one level more, for arrays and objects', () => {
    expect(jsonNestsDeeperThan(bytes(arrays(32)), 32)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(arrays(33)), 32)).toBe(true);
    expect(jsonNestsDeeperThan(bytes(objects(32)), 32)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(objects(33)), 32)).toBe(true);
    expect(jsonNestsDeeperThan(bytes(`{"a":[${objects(31)}]}`), 32)).toBe(true);
  });

  it('counts nesting, not brackets: siblings close before the next opens', () => {
    expect(jsonNestsDeeperThan(bytes(`[${Array(1000).fill(arrays(31)).join(',')}]`), 32)).toBe(
      false,
    );
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const inString = JSON.stringify({ text: '['.repeat(100) + '"{{{' + '\\' + '{'.repeat(100) });
    expect(jsonNestsDeeperThan(bytes(inString), 2)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(`{"k[[[": "\\"[[[[", "v": [[1]]}`), 3)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(`{"k[[[": "\\"[[[[", "v": [[[1]]]}`), 3)).toBe(true);
  });

  it('reads past multi-byte characters', () => {
    expect(jsonNestsDeeperThan(bytes(`["日本語 😀 ["]`), 1)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(`["日本語 😀", [[]]]`), 2)).toBe(true);
  });

  it('refuses 45,000 open brackets at once', () => {
    expect(jsonNestsDeeperThan(bytes(arrays(45_000)), 32)).toBe(true);
  });
});
