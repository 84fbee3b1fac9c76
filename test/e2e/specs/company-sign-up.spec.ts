import { COMPANY_TEXTS } from '@morphic/contracts';
import { expect, test } from '@playwright/test';
import { codeIn, waitForMail } from '../support/mailbox';
import { markDocument, readDocumentMarker, waitForRealtimeOnline } from '../support/realtime';
import { snap } from '../support/screenshots';
import { CompaniesConsole } from '../pages/companies-console';
import { signInContext } from '../support/session';

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const company = {
  name: `Harbour Labs ${stamp}`,
  email: `ops.${stamp}@harbour.example`,
  password: 'Harbour#Lights2026',
};
const rep = {
  firstName: 'Rosa',
  lastName: 'Quay',
  email: `rosa.${stamp}@harbour.example`,
  password: 'Quayside#Cranes2026',
};

test.describe('a company joins', () => {
  test('signs up with its representative, waits in review, and unlocks live when an admin activates it', async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const repContext = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const page = await repContext.newPage();

    // Step 1: the company.
    await page.goto('/join');
    await page.getByTestId('join-company').click();
    await expect(page).toHaveURL(/\/join\/company/);
    await page.getByTestId('company-name').fill(company.name);
    await page.getByTestId('company-email').fill(company.email);
    await page.getByTestId('company-password').fill(company.password);
    await page.getByTestId('company-industry').fill('Logistics');
    await page.getByTestId('company-size').click();
    await page.getByRole('option', { name: '11-50', exact: true }).click();
    await page.getByTestId('company-website').fill('https://harbour.example');
    await snap(page, testInfo, 'company-step');
    await page.getByTestId('company-continue').click();

    // Step 2: the representative; the code goes to their address.
    await expect(page.getByTestId('rep-step')).toBeVisible();
    await expect(page.getByTestId('rep-company')).toContainText(company.name);
    await page.getByTestId('rep-continue').click();
    await expect(page.getByTestId('rep-step')).toContainText(COMPANY_TEXTS.repFieldsRequired);
    await page.getByTestId('rep-first-name').fill(rep.firstName);
    await page.getByTestId('rep-last-name').fill(rep.lastName);
    await page.getByTestId('rep-email').fill(rep.email);
    await page.getByTestId('rep-password').fill(rep.password);
    await snap(page, testInfo, 'rep-step');
    await page.getByTestId('rep-continue').click();

    await expect(page).toHaveURL(/\/email-verification/);
    const mail = await waitForMail(rep.email, /verif/i);
    await page.getByTestId('verification-code').fill(codeIn(mail));
    await page.getByTestId('verification-submit').click();
    await expect(page.getByTestId('verification-activated')).toBeVisible();

    // Signed in, the representative lands on the dashboard with the holding message.
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await expect(page.getByTestId('company-holding')).toContainText(
      COMPANY_TEXTS.dashboard.holdingTitle,
    );
    await expect(page.getByTestId('company-status')).toHaveAttribute(
      'data-status',
      'pending_verification',
    );
    await expect(page.getByTestId('stat-total')).toHaveCount(0);
    await waitForRealtimeOnline(page);
    const navigations = await markDocument(page, 'before-activation');
    await snap(page, testInfo, 'dashboard-pending');

    // An admin, in another browser, activates the company from the System console.
    const adminContext = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    await signInContext(adminContext, adminContext.request, 'admin');
    const adminPage = await adminContext.newPage();
    const console_ = new CompaniesConsole(adminPage);
    await console_.gotoCompanies();
    const row = console_.companyRow(company.name);
    await expect(row).toBeVisible();
    await console_.choose(row.locator('[data-testid^="company-status-select-"]'), 'Active');
    await expect(console_.toast(COMPANY_TEXTS.statusChanged('active'))).toBeVisible();

    // The open dashboard unlocks in place: no reload, no navigation.
    await expect(page.getByTestId('company-status')).toHaveAttribute('data-status', 'active');
    await expect(page.getByTestId('company-holding')).toHaveCount(0);
    await expect(page.getByTestId('stat-total')).toHaveText('0');
    await expect(page.getByTestId('rep-permissions')).toBeVisible();
    expect(await readDocumentMarker(page)).toBe('before-activation');
    expect(navigations()).toBe(0);
    await snap(page, testInfo, 'dashboard-active');

    await adminContext.close();
    await repContext.close();
  });
});
