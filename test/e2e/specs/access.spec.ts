import { MESSAGES, SHELL_TEXTS } from '@morphic/contracts';
import { expect, test } from '@playwright/test';
import { LandingPage } from '../pages/landing-page';
import { SystemSettingsPage } from '../pages/system-page';
import { collectPageErrors } from '../support/page-errors';
import { snap } from '../support/screenshots';
import { meStatus, signInContext } from '../support/session';
import { DEMO_USERS } from '../support/users';

test.describe('access to the console and the session', () => {
  test('signed out, /system sends the visitor to the landing page', async ({ page }) => {
    const system = new SystemSettingsPage(page);
    await system.goto();
    await expect(page).toHaveURL('/');
    await expect(new LandingPage(page).currentCohort).toBeVisible();
    await expect(system.console).toHaveCount(0);
    await expect(system.accessDenied).toHaveCount(0);
    await expect(system.shell.signInButton).toBeVisible();
  });

  test('an operator gets Access Denied on an operator analysis page and can go back', async ({
    page,
    context,
    request,
  }, testInfo) => {
    // /system itself sends an operator to the landing page (spec 01 route table, see
    // system-routes.spec.ts); its analysis pages answer a wrong role with Access Denied.
    const { userId } = await signInContext(context, request, 'ada');
    const landing = new LandingPage(page);
    await landing.goto();
    await expect(landing.shell.userMenu).toBeVisible();

    const system = new SystemSettingsPage(page);
    const errors = collectPageErrors(page);
    await page.goto(`/system/operators/${userId}`);
    await expect(system.accessDenied).toBeVisible();
    await expect(
      system.accessDenied.getByRole('heading', { name: MESSAGES.accessDeniedTitle }),
    ).toBeVisible();
    await expect(system.accessDenied).toContainText(
      MESSAGES.accessDeniedForRoles(['admin', 'founder']),
    );
    await expect(page.getByTestId('operator-analysis')).toHaveCount(0);
    await expect(system.console).toHaveCount(0);
    // Access Denied is the guard's answer, not an error the page reports.
    expect(errors).toEqual([]);
    await snap(page, testInfo, 'access-denied');

    await system.accessDenied.getByRole('button', { name: SHELL_TEXTS.goBack }).click();
    await expect(page).toHaveURL('/');
    await expect(landing.currentCohort).toBeVisible();

    // The console's other pages outside /system share the guard (the _console layout route),
    // and answer the same, with nothing logged.
    for (const path of [`/system/missions/${userId}`, `/company-analysis/${userId}`]) {
      await page.goto(path);
      await expect(system.accessDenied).toContainText(
        MESSAGES.accessDeniedForRoles(['admin', 'founder']),
      );
    }
    expect(errors).toEqual([]);
  });

  test('signing in as an operator makes no request that fails (no 401 in the console)', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${String(response.status())} ${response.url()}`);
    });
    const shell = new LandingPage(page).shell;
    await page.goto('/');
    await shell.signIn(DEMO_USERS.alan);
    expect(refused).toEqual([]);
  });

  test('a wrong password shows "Invalid credentials" and signs nobody in', async ({
    page,
  }, testInfo) => {
    const shell = new LandingPage(page).shell;
    await page.goto('/');
    await shell.submitSignIn({ login: DEMO_USERS.admin.login, password: 'Not-the-password-1!' });
    await expect(shell.signInError).toHaveText(MESSAGES.invalidCredentials);
    await expect(shell.signInDialog).toBeVisible();
    await snap(page, testInfo, 'signin-invalid-credentials');
    expect(await shell.storedToken()).toBeNull();
    await expect(shell.userMenu).toHaveCount(0);
  });

  test('signing out ends the session here and revokes the token on the server', async ({
    page,
    request,
  }) => {
    const shell = new LandingPage(page).shell;
    await page.goto('/');
    await shell.signIn(DEMO_USERS.validator);
    const token = await shell.storedToken();
    expect(token).toEqual(expect.any(String));
    if (!token) throw new Error('no token stored after sign-in');
    expect(await meStatus(request, token)).toBe(200);

    await shell.signOut();
    await expect(shell.signInButton).toBeVisible();
    await expect(shell.userMenu).toHaveCount(0);
    expect(await shell.storedToken()).toBeNull();

    // The logout request is sent after the local session ends: wait for the revocation.
    await expect.poll(() => meStatus(request, token)).toBe(401);

    // A reload stays signed out.
    await page.reload();
    await expect(shell.signInButton).toBeVisible();
    await expect(shell.userMenu).toHaveCount(0);
  });

  test('the account menu opens from the keyboard and gives the focus back to its button on Escape', async ({
    page,
    context,
    request,
  }) => {
    await signInContext(context, request, 'alan');
    await page.goto('/my-tasks');
    const shell = new LandingPage(page).shell;
    await shell.userMenu.focus();
    await page.keyboard.press('Enter');
    await expect(shell.signOutItem).toBeVisible();
    // The keyboard is in the menu once the focus is: an Escape before that reaches the button.
    await expect(page.locator('[role="menu"]:focus, [role="menu"] :focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(shell.signOutItem).toBeHidden();
    await expect(shell.userMenu).toBeFocused();
  });
});
