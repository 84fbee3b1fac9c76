import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { theme } from './theme';
import {
  AA_TEXT_CONTRAST,
  accessibleColorsResolver,
  contrastRatio,
  PAGE_BACKGROUND,
  readableOn,
} from './theme-contrast';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const { light } = accessibleColorsResolver(merged);
const variable = (name: `--${string}`): string => {
  const value = light[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

describe('contrastRatio', () => {
  it('is the WCAG ratio: black on white 21, a colour on itself 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#868e96')).toBe(1);
  });

  it("measures Mantine's dimmed grey on the page at 3.1:1, below AA", () => {
    expect(contrastRatio('#868e96', PAGE_BACKGROUND)).toBeCloseTo(3.1, 1);
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads', () => {
    expect(readableOn('#495057', ['#ffffff'])).toBe('#495057');
  });

  it('darkens one that does not just enough to read at AA', () => {
    const darkened = readableOn('#868e96', ['#ffffff', PAGE_BACKGROUND]);
    expect(contrastRatio(darkened, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(darkened, PAGE_BACKGROUND)).toBeLessThan(AA_TEXT_CONTRAST + 0.5);
  });
});

describe('accessibleColorsResolver', () => {
  const surfaces = ['#ffffff', PAGE_BACKGROUND];

  it('dimmed text reads at AA on cards and on the page', () => {
    for (const surface of surfaces) {
      expect(contrastRatio(variable('--mantine-color-dimmed'), surface)).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
    }
  });

  it.each(Object.keys(DEFAULT_THEME.colors))(
    '%s: coloured text and outlines read on the page, light badges on their own fill',
    (color) => {
      for (const surface of surfaces) {
        expect(
          contrastRatio(variable(`--mantine-color-${color}-text`), surface),
        ).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        expect(
          contrastRatio(variable(`--mantine-color-${color}-outline`), surface),
        ).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }
      expect(
        contrastRatio(
          variable(`--mantine-color-${color}-light-color`),
          DEFAULT_THEME.colors[color]?.[1] ?? '',
        ),
      ).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    },
  );

  it('leaves the brand violet as it is, since it already reads', () => {
    expect(variable('--mantine-color-violet-text')).toBe(DEFAULT_THEME.colors.violet[6]);
  });
});
