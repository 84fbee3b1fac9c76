import {
  darken,
  DEFAULT_THEME,
  luminance,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';

/** WCAG 2 AA for normal text (badges and captions are small, so no large-text allowance). */
export const AA_TEXT_CONTRAST = 4.5;

/** The page behind the cards (global.css reads it as `--morphic-page-background`). */
export const PAGE_BACKGROUND = '#f6f7fb';

/** Where text sits: cards and inputs (white), the page, and the light grey panels. */
const SURFACES = ['#ffffff', PAGE_BACKGROUND, DEFAULT_THEME.colors.gray[0]] as const;

/** The WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const [a, b] = [luminance(foreground), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * `color`, darkened by the smallest step that reads at AA on every one of `backgrounds`; the
 * colour itself when it already does.
 */
export function readableOn(color: string, backgrounds: readonly string[]): string {
  const reads = (candidate: string) =>
    backgrounds.every((background) => contrastRatio(candidate, background) >= AA_TEXT_CONTRAST);
  for (let step = 0; step <= 100; step += 2) {
    const candidate = step === 0 ? color : darken(color, step / 100);
    if (reads(candidate)) return candidate;
  }
  return DEFAULT_THEME.black;
}

/**
 * Mantine's default light colours read below AA in places: dimmed text (gray 6, 3.1:1 on the
 * page), coloured text and outlines (shade 6: teal 2.4:1) and light badges (shade 9 on shade 1:
 * teal 4.3:1, yellow 2.7:1). These are the same variables, each darkened just enough to read at
 * AA where it is drawn, so every component that uses them reads without a per-page override.
 */
export const accessibleColorsResolver: CSSVariablesResolver = (theme: MantineTheme) => {
  const shade = (color: string, index: number) => theme.colors[color]?.[index] ?? theme.black;
  const primaryShade =
    typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const light: Record<`--${string}`, string> = {
    '--mantine-color-dimmed': readableOn(shade('gray', 6), SURFACES),
  };
  for (const color of Object.keys(theme.colors)) {
    const onSurfaces = readableOn(shade(color, primaryShade), SURFACES);
    light[`--mantine-color-${color}-text`] = onSurfaces;
    light[`--mantine-color-${color}-outline`] = onSurfaces;
    light[`--mantine-color-${color}-light-color`] = readableOn(shade(color, 9), [
      shade(color, 1),
      shade(color, 2),
    ]);
  }
  return {
    variables: { '--morphic-page-background': PAGE_BACKGROUND },
    light,
    dark: {},
  };
};
