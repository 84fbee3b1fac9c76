import { COMPANY_TEXTS, MESSAGES } from '@morphic/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LandingPage } from '../pages/landing-page';
import { NotificationsPage } from '../pages/notifications-page';
import { codeIn, waitForMail } from '../support/mailbox';
import { snap } from '../support/screenshots';
import { DEMO_USERS } from '../support/users';

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A company in review with one representative whose email is verified, made through the API. */
async function companyInReviewWithRep(request: APIRequestContext) {
  const company = { name: `Quarry Works ${stamp}`, email: `desk.${stamp}@quarry.example` };
  const rep = { email: `ines.${stamp}@quarry.example`, password: 'Granite#Ledges2026' };
  const registered = await request.post('/api/companies/register', {
    data: { company_name: company.name, email: company.email, password: 'Quarry#Desk2026' },
  });
  expect(registered.status(), 'POST /api/companies/register').toBe(201);
  const { token, company_id } = (await registered.json()) as { token: string; company_id: string };
  const sent = await request.post('/api/auth/send-verification', { data: { email: rep.email } });
  expect(sent.status(), 'POST /api/auth/send-verification').toBe(200);
  const code = codeIn(await waitForMail(rep.email, /verif/i));
  const added = await request.post('/api/company-reps/register', {
    data: {
      email: rep.email,
      password: rep.password,
      first_name: 'Ines',
      last_name: 'Stone',
      company_id,
      verification_code: code,
    },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(added.status(), 'POST /api/company-reps/register').toBe(201);
  return rep;
}

test.describe('company sign-in', () => {
  test('the company account signs in from the Sign In dialog and goes on to add a representative', async ({
    page,
  }, testInfo) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await landing.waitForSplashGone();

    await landing.shell.submitSignIn(DEMO_USERS.companyAccount);

    await expect(landing.shell.signInDialog).toBeHidden();
    await expect(page).toHaveURL(/\/join\/company\?step=2$/);
    await expect(page.getByTestId('rep-step')).toBeVisible();
    await expect(page.getByTestId('rep-company')).toContainText('Northwind Robotics');
    // The company's session is held for the join flow only: no user is signed in.
    expect(await landing.shell.storedToken()).toBeNull();
    await snap(page, testInfo, 'company-account-adds-rep');
  });

  test('a wrong password for the company account still says Invalid credentials', async ({
    page,
  }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await landing.waitForSplashGone();

    await landing.shell.submitSignIn({
      login: DEMO_USERS.companyAccount.login,
      password: 'Not-the-password-1!',
    });

    await expect(landing.shell.signInError).toHaveText(MESSAGES.invalidCredentials);
    await expect(page).toHaveURL('/');
  });

  test('a representative of a company in review signs in again, to the holding page and their notifications', async ({
    page,
    request,
  }, testInfo) => {
    const rep = await companyInReviewWithRep(request);

    // At the representatives' sign-in page: the dashboard with its holding message.
    await page.goto('/company/login');
    await page.getByTestId('company-login-email').fill(rep.email);
    await page.getByTestId('company-login-password').fill(rep.password);
    await page.getByTestId('company-login-submit').click();
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await expect(page.getByTestId('company-holding')).toContainText(
      COMPANY_TEXTS.dashboard.holdingTitle,
    );
    await expect(page.getByTestId('stat-total')).toHaveCount(0);
    const landing = new LandingPage(page);
    await expect(page.getByTestId('company-pending-notice')).toBeVisible();
    await snap(page, testInfo, 'pending-rep-holding');

    // Signed out, and in again from the main Sign In dialog.
    await landing.shell.signOut();
    await expect(landing.shell.signInButton).toBeVisible();
    await landing.shell.signIn({ login: rep.email, password: rep.password });
    await expect(page.getByTestId('company-pending-notice')).toBeVisible();

    await page.getByTestId('nav-notifications').click();
    await expect(page).toHaveURL(/\/notifications$/);
    const notifications = new NotificationsPage(page);
    await expect(notifications.list.or(notifications.empty)).toBeVisible();

    await page.goto('/company/dashboard');
    await expect(page.getByTestId('company-holding')).toContainText(
      COMPANY_TEXTS.dashboard.holdingTitle,
    );
  });
});
