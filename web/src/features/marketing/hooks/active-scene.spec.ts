import { mostVisible } from './active-scene';

describe('mostVisible', () => {
  it('picks the scene that fills most of the viewport', () => {
    expect(
      mostVisible(
        new Map([
          [0, 0.1],
          [1, 0.7],
          [2, 0.2],
        ]),
      ),
    ).toBe(1);
  });

  it('prefers the earlier scene on a tie', () => {
    expect(
      mostVisible(
        new Map([
          [3, 0.5],
          [2, 0.5],
        ]),
      ),
    ).toBe(2);
  });

  it('is null while nothing is visible', () => {
    expect(mostVisible(new Map([[0, 0]]))).toBeNull();
    expect(mostVisible(new Map())).toBeNull();
  });
});
