import { rotationIndex } from './rotation';

describe('rotationIndex', () => {
  it('cycles through the phrases and starts over', () => {
    expect([0, 1, 2, 3, 4, 5].map((tick) => rotationIndex(tick, 4))).toEqual([0, 1, 2, 3, 0, 1]);
  });

  it('stays on the only phrase, and on 0 with none', () => {
    expect(rotationIndex(7, 1)).toBe(0);
    expect(rotationIndex(3, 0)).toBe(0);
  });
});
