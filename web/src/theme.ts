import { createTheme } from '@mantine/core';
import { SHELL_TEXTS } from '@morphic/contracts';

/** Mantine draws the close (x) of dialogs and drawers as an icon alone: this names it. */
const namedCloseButton = {
  defaultProps: { closeButtonProps: { 'aria-label': SHELL_TEXTS.close } },
};

export const theme = createTheme({
  // A person who asked their system for less motion gets none: dialogs, drawers and collapsing
  // panels appear and go at once instead of sliding (a panel still sliding under the pointer
  // could also turn a click into a miss).
  respectReducedMotion: true,
  primaryColor: 'violet',
  primaryShade: 6,
  defaultRadius: 'md',
  // The brand gradient behind every `variant="gradient"` that names no other.
  defaultGradient: { from: 'violet.6', to: 'cyan.6', deg: 110 },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '800',
  },
  components: {
    // A badge is a status or a name: never cut short ("Pending verificat…"). Where its column
    // is narrower than the words, it wraps between them.
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2 },
        label: { overflow: 'visible', whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 },
      },
    },
    Modal: namedCloseButton,
    Drawer: namedCloseButton,
    Notification: namedCloseButton,
  },
});
