import { boxesOverlap } from './toast-placement';

const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('boxesOverlap', () => {
  it('sees a toast lying over part of a field', () => {
    expect(boxesOverlap(box(824, 76, 440, 80), box(160, 120, 960, 120))).toBe(true);
  });

  it('leaves a field beside, above or below the toast alone, edges touching included', () => {
    expect(boxesOverlap(box(824, 76, 440, 80), box(160, 76, 664, 80))).toBe(false);
    expect(boxesOverlap(box(824, 76, 440, 80), box(160, 156, 960, 120))).toBe(false);
    expect(boxesOverlap(box(824, 300, 440, 80), box(824, 76, 440, 80))).toBe(false);
  });
});
