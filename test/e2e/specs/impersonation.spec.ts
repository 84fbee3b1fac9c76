import { IMPERSONATION_TEXTS, SHELL_TEXTS } from '@morphic/contracts';
import { expect, test } from '@playwright/test';
import { LandingPage } from '../pages/landing-page';
import { OperatorsTab } from '../pages/operators-tab';
import { snap } from '../support/screenshots';
import { signInContext } from '../support/session';

const IMPERSONATION_KEYS = [
  'original_token',
  'impersonating',
  'impersonating_as',
  'impersonated_operator',
] as const;

test.describe('admin impersonation from the Operators tab', () => {
  test('an admin acts as ada, sees the banner, and stops impersonating', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const admin = await signInContext(context, request, 'admin');
    const operators = new OperatorsTab(page);
    await operators.goto();
    await expect(operators.row('ada')).toBeVisible();

    // Admins and founders cannot be impersonated: the action is there, disabled, with the reason.
    await expect(operators.impersonateButton('admin')).toBeDisabled();
    await expect(operators.impersonateButton('founder')).toBeDisabled();
    await page.getByTestId('impersonate-blocked-founder').hover();
    await expect(page.getByRole('tooltip')).toHaveText(IMPERSONATION_TEXTS.refusedAdminOrFounder);
    await snap(page, testInfo, 'operators-tab');

    await operators.impersonateButton('ada').click();
    await expect(
      page.getByRole('dialog', { name: IMPERSONATION_TEXTS.confirmTitle }),
    ).toBeVisible();
    await snap(page, testInfo, 'impersonate-confirm');
    await operators.confirmImpersonate.click();

    // A full reload on the landing page, now as ada, with the impersonation banner.
    await expect(page).toHaveURL('/');
    await new LandingPage(page).waitForSplashGone();
    await expect(operators.impersonationBanner).toContainText(
      SHELL_TEXTS.impersonating('Ada Lovelace'),
    );
    const stored = await page.evaluate(
      (keys) => Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)])),
      [...IMPERSONATION_KEYS, 'morphic.token'],
    );
    expect(stored.original_token).toBe(admin.token);
    expect(stored.impersonating).toBe('true');
    expect(stored.impersonating_as).toBe('Ada Lovelace');
    expect(JSON.parse(stored.impersonated_operator ?? '{}')).toMatchObject({ username: 'ada' });
    const me = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${stored['morphic.token']}` },
    });
    expect(((await me.json()) as { user: { username: string } }).user.username).toBe('ada');
    await snap(page, testInfo, 'impersonating-ada');

    await operators.shell.stopImpersonating();
    await expect(operators.shell.userMenu).toContainText('Sam Okafor');
    const after = await page.evaluate(
      (keys) => keys.map((key) => window.localStorage.getItem(key)),
      [...IMPERSONATION_KEYS],
    );
    expect(after).toEqual([null, null, null, null]);
  });
});
