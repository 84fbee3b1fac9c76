import { CHARACTER_REPORT_TEXTS, SHELL_TEXTS } from '@morphic/contracts';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { snap } from '../support/screenshots';
import { signInCompanyRepContext } from '../support/session';
import { DEMO_USERS } from '../support/users';

/** Shots of the screen at the two widths the layout is checked at. */
async function snapAtWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await snap(page, testInfo, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe('pages that need an account say so up front', () => {
  test('a visitor is asked to sign in on the first step of the character report, not at its end', async ({
    page,
  }, testInfo) => {
    await page.goto('/character-report');
    const prompt = page.getByTestId('cr-sign-in-first');
    await expect(prompt).toContainText(CHARACTER_REPORT_TEXTS.signInFirst.message);
    await expect(page.getByTestId('cr-panel-0')).toBeVisible();
    await expect(page.getByTestId('cr-next')).toBeDisabled();
    await snapAtWidths(page, testInfo, 'character-report-sign-in-first');

    await prompt.getByRole('button', { name: SHELL_TEXTS.signIn }).click();
    const shell = new AppShell(page);
    await expect(shell.signInDialog).toBeVisible();
    await shell.usernameInput.fill(DEMO_USERS.ada.login);
    await shell.passwordInput.fill(DEMO_USERS.ada.password);
    await shell.submitButton.click();

    await expect(shell.userMenu).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await expect(page.getByTestId('cr-next')).toBeEnabled();
  });

  test('a company representative on /create-task is shown the way to their own task form', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signInCompanyRepContext(context, request);
    await page.goto('/create-task');
    const link = page.getByTestId('marketplace-company-rep-submit-task');
    await expect(link).toHaveText(SHELL_TEXTS.nav.submitTask);
    await snapAtWidths(page, testInfo, 'create-task-company-rep');

    await link.click();
    await expect(page).toHaveURL(/\/company\/tasks\/new$/);
  });
});
