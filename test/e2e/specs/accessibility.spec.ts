import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { snap } from '../support/screenshots';
import { signInCompanyRepContext, signInContext } from '../support/session';

/**
 * axe-core on the main screens of every role: a serious or critical violation (contrast below
 * AA, a control without a name...) fails. Each test is one role, its pages visited in turn.
 */

interface Screen {
  readonly path: string;
  /** What shows once the screen has its data. */
  readonly ready: (page: Page) => Promise<void>;
}

const visible = (testId: string) => (page: Page) =>
  expect(page.getByTestId(testId).first()).toBeVisible();

/** Opens each screen, waits for its data (no skeleton left), checks it and keeps a shot. */
async function checkScreens(page: Page, testInfo: TestInfo, screens: readonly Screen[]) {
  for (const screen of screens) {
    await page.goto(screen.path);
    await screen.ready(page);
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, screen.path);
    await snap(page, testInfo, `a11y${screen.path.replace(/[^a-z0-9]+/gi, '-')}`);
  }
}

/** Each signed-in role and its main screens. */
const SIGNED_IN: readonly {
  readonly title: string;
  readonly signIn: (context: BrowserContext, request: APIRequestContext) => Promise<unknown>;
  readonly screens: readonly Screen[];
}[] = [
  {
    title: 'an operator: marketplace, my tasks, profile, settings and notifications',
    signIn: (context, request) => signInContext(context, request, 'alan'),
    screens: [
      { path: '/marketplace', ready: visible('mission-detail') },
      { path: '/my-tasks', ready: visible('my-tasks-page') },
      { path: '/profile', ready: visible('profile-username') },
      { path: '/settings', ready: visible('settings-page') },
      { path: '/notifications', ready: visible('notifications-page') },
    ],
  },
  {
    title: 'an operator in onboarding, under the character report banner',
    signIn: (context, request) => signInContext(context, request, 'ada'),
    screens: [{ path: '/onboarding', ready: visible('priority-banner') }],
  },
  {
    title: 'a validator: validations',
    signIn: (context, request) => signInContext(context, request, 'validator'),
    screens: [{ path: '/validations', ready: visible('validations-page') }],
  },
  {
    title: 'a founder: the System console (home, operators, audit logs) and tasks',
    signIn: (context, request) => signInContext(context, request, 'founder'),
    screens: [
      { path: '/system', ready: visible('home-operators') },
      { path: '/system/operators', ready: visible('operator-row-alan') },
      { path: '/system/audit-logs', ready: visible('audit-action-filter') },
      {
        path: '/tasks',
        ready: (page) => expect(page.getByTestId(/^mission-row-/).first()).toBeVisible(),
      },
    ],
  },
  {
    title: 'a company representative: the dashboard and the company tasks',
    signIn: signInCompanyRepContext,
    screens: [
      { path: '/company/dashboard', ready: visible('rep-permissions') },
      { path: '/company-tasks', ready: visible('company-tasks-page') },
    ],
  },
];

test.describe('accessibility (axe-core, serious and critical)', () => {
  test('a visitor: the landing page, the sign-in dialog and the character report', async ({
    page,
  }, testInfo) => {
    await checkScreens(page, testInfo, [
      {
        path: '/',
        // The splash mounts with the header: once the header shows, no splash means it is gone.
        ready: async (page) => {
          await expect(page.getByTestId('app-header')).toBeVisible();
          await expect(page.getByTestId('splash')).toHaveCount(0);
        },
      },
      { path: '/character-report', ready: visible('cr-sign-in-first') },
    ]);
    await page.getByTestId('header-sign-in').click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog).toBeVisible();
    // Checked once it has faded in: axe measures contrast with the opacity it finds.
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page, 'the sign-in dialog');
  });

  for (const { title, signIn, screens } of SIGNED_IN) {
    test(title, async ({ page, context, request }, testInfo) => {
      await signIn(context, request);
      await checkScreens(page, testInfo, screens);
    });
  }
});
