import { SHELL_TEXTS, SIGN_IN_TEXTS } from '@morphic/contracts';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { cvPdf } from '../support/fixtures';
import { AppShell } from '../pages/app-shell';
import { CharacterReportPage } from '../pages/character-report-page';
import { LandingPage } from '../pages/landing-page';
import { OperatorsTab } from '../pages/operators-tab';
import { codeIn, linkIn, waitForMail } from '../support/mailbox';
import { markDocument, readDocumentMarker, waitForRealtimeOnline } from '../support/realtime';
import { snap } from '../support/screenshots';
import { loginViaApi, signInContext } from '../support/session';
import { Authenticator } from '../support/totp';

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const newcomer = {
  fullName: 'Grace Hopper',
  email: `grace.${stamp}@example.com`,
  password: 'Compiler#Navy1906',
  newPassword: 'Cobol&Debug1947!',
};

async function chooseOption(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function signInThroughDialog(page: Page, login: string, password: string, code: string) {
  const shell = new AppShell(page);
  await shell.signInButton.click();
  await page.getByTestId('signin-username').fill(login);
  await page.getByTestId('signin-password').fill(password);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('signin-code-step')).toBeVisible();
  await page.getByTestId('signin-code').fill(code);
  await page.getByTestId('signin-code-submit').click();
  await expect(shell.userMenu).toContainText(newcomer.fullName);
}

// One newcomer's journey in three tests that run in order on one browser context: each step has
// its own time budget, so a slow runner fails the step that was slow, not the whole walk.
test.describe('an operator from sign-up to impersonation', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let context: BrowserContext;
  let page: Page;
  let shell: AppShell;
  let authenticator: Authenticator;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ reducedMotion: 'reduce' });
    page = await context.newPage();
    shell = new AppShell(page);
  });

  test.afterAll(async () => {
    await context.close();
  });

  test('signs up, verifies the email from the mail and reports skills', async () => {
    const testInfo = test.info();
    // 1. Sign up through /join/worker: the quote moves on by itself, then the identity form.
    await page.goto('/join');
    await page.getByTestId('join-worker').click();
    await page.getByTestId('worker-begin').click();
    await page.getByTestId('worker-full-name').fill(newcomer.fullName);
    await page.getByTestId('worker-email').fill(newcomer.email);
    await page.getByTestId('worker-password').fill(newcomer.password);
    await page.getByTestId('worker-confirm-password').fill(newcomer.password);
    await expect(page.getByTestId('worker-password-match')).toHaveAttribute('data-match', 'true');
    await page.getByTestId('worker-age').fill('34');
    await chooseOption(page, 'worker-education', "Master's Degree");
    await page.getByTestId('worker-university').fill('Yale University');
    await page
      .getByTestId('cv-dropzone')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'grace-cv.pdf', mimeType: 'application/pdf', buffer: cvPdf() });
    await expect(page.getByTestId('cv-chosen')).toContainText('grace-cv.pdf');
    await snap(page, testInfo, 'signup-identity');
    await page.getByTestId('worker-submit').click();

    // 2. The code arrives by SMTP; the verified sign-up lands on the character report.
    await expect(page).toHaveURL(/\/email-verification/);
    const verification = await waitForMail(newcomer.email, /verif/i);
    await page.getByTestId('verification-code').fill(codeIn(verification));
    await page.getByTestId('verification-submit').click();
    await expect(page.getByTestId('verification-activated')).toBeVisible();
    await expect(page).toHaveURL(/\/character-report$/);

    // 3. The character report, minimally: one skill, the years, one interest.
    const report = new CharacterReportPage(page);
    await expect(report.wizard).toBeVisible();
    await report.pickSkill('programming_languages', 0, 'cob', 'COBOL');
    await report.nextTo(1);
    await report.chooseYears('10+ years');
    await expect(report.level).toHaveText('Expert');
    await report.nextTo(2);
    await report.nextTo(3);
    await report.nextTo(4);
    await report.addInterest('Backend Development');
    await report.submit.click();
    await expect(report.success).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('secures the account with two-factor and recovers it by mail', async ({
    request,
  }, testInfo) => {
    // 4. Two-factor from Settings: the secret shown on screen feeds our authenticator.
    await page.goto('/settings?tab=account');
    await page.getByTestId('two-factor-setup-start').click();
    await expect(page.getByTestId('two-factor-qr')).toBeVisible();
    const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(
      /\s+/g,
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    authenticator = new Authenticator(secret);
    await snap(page, testInfo, 'two-factor-setup');
    await page.getByTestId('two-factor-code').fill(await authenticator.nextCode());
    await page.getByTestId('two-factor-enable').click();
    await expect(page.getByTestId('two-factor-status')).toHaveText(
      SIGN_IN_TEXTS.twoFactor.enabledStatus,
    );

    // 5. Sign out, and in again: the password alone is no longer enough.
    await shell.signOut();
    await expect(shell.signInButton).toBeVisible();
    await signInThroughDialog(
      page,
      newcomer.email,
      newcomer.password,
      await authenticator.nextCode(),
    );

    // 6. Forgotten password: the reset link comes by mail; the old password stops working.
    await shell.signOut();
    await shell.signInButton.click();
    await page.getByTestId('signin-forgot-password').click();
    await page.getByTestId('forgot-password-email').fill(newcomer.email);
    await page.getByTestId('forgot-password-submit').click();
    await expect(page.getByTestId('forgot-password-success')).toBeVisible();
    const resetMail = await waitForMail(newcomer.email, /reset/i);
    const resetLink = new URL(linkIn(resetMail, '/reset-password?token='));
    await page.goto(`${resetLink.pathname}${resetLink.search}`);
    await expect(page.getByTestId('reset-password-email')).toContainText(newcomer.email);
    await page.getByTestId('reset-password-new').fill(newcomer.newPassword);
    await page.getByTestId('reset-password-confirm').fill(newcomer.newPassword);
    await expect(page.getByTestId('reset-password-match')).toHaveAttribute('data-match', 'true');
    await page.getByTestId('reset-password-submit').click();
    await expect(page.getByText('Password Reset Successful')).toBeVisible();
    await expect(page).toHaveURL('/');
    const oldPassword = await request.post('/api/auth/login', {
      data: { username_or_email: newcomer.email, password: newcomer.password },
    });
    expect(oldPassword.status()).toBe(401);
    await new LandingPage(page).waitForSplashGone();
    await signInThroughDialog(
      page,
      newcomer.email,
      newcomer.newPassword,
      await authenticator.nextCode(),
    );
  });

  test('gets a notification live and is impersonated by an admin', async ({
    browser,
    request,
  }, testInfo) => {
    // 7. A notification sent now shows on the open page at once, without a reload.
    await waitForRealtimeOnline(page);
    await markDocument(page, 'before-notification');
    const admin = await loginViaApi(request, 'admin');
    const me = await page.evaluate(() => window.localStorage.getItem('morphic.token'));
    const meResponse = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${me ?? ''}` },
    });
    const operatorId = ((await meResponse.json()) as { user: { id: string } }).user.id;
    const sent = await request.post('/api/admin/notifications/send', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: {
        targetType: 'single',
        operatorId,
        title: 'Welcome aboard, Grace',
        message: 'Your first onboarding task is ready.',
        priority: 'high',
        type: 'system',
        action_url: '/notifications',
      },
    });
    expect(sent.status()).toBe(200);
    await expect(page.getByTestId('priority-banner')).toContainText('Welcome aboard, Grace');
    expect(await readDocumentMarker(page)).toBe('before-notification');

    // 8. In a second browser, an admin impersonates the new operator and stops again.
    const adminContext = await browser.newContext({ reducedMotion: 'reduce' });
    await signInContext(adminContext, request, 'admin');
    const adminPage = await adminContext.newPage();
    const operators = new OperatorsTab(adminPage);
    await operators.goto();
    await operators.search.fill(newcomer.email);
    // The search has answered once the newest operators (other tests sign some up) are gone.
    await expect(adminPage.locator('[data-testid^="operator-row-"]')).toHaveCount(1);
    const username = (
      await adminPage
        .locator('[data-testid^="operator-row-grace"]')
        .first()
        .getAttribute('data-testid')
    )?.replace('operator-row-', '');
    expect(username).toMatch(/^grace/);
    await operators.impersonateButton(username ?? '').click();
    await operators.confirmImpersonate.click();
    await expect(adminPage).toHaveURL('/');
    await new LandingPage(adminPage).waitForSplashGone();
    await expect(operators.impersonationBanner).toContainText(
      SHELL_TEXTS.impersonating(newcomer.fullName),
    );
    await snap(adminPage, testInfo, 'impersonating-newcomer');
    await operators.shell.stopImpersonating();
    await expect(operators.shell.userMenu).toContainText('Sam Okafor');

    await adminContext.close();
  });
});
