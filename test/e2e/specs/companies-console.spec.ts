import {
  COMPANIES_CONSOLE_TEXTS,
  COMPANY_JIRA_TEXTS,
  COMPANY_TEXTS,
  SHELL_TEXTS,
} from '@morphic/contracts';
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { AppShell } from '../pages/app-shell';
import { CompaniesConsole } from '../pages/companies-console';
import { markDocument, readDocumentMarker, waitForRealtimeOnline } from '../support/realtime';
import { snap } from '../support/screenshots';
import { STORAGE, loginViaApi, seedSessionToken, signInContext } from '../support/session';

const TEXTS = COMPANIES_CONSOLE_TEXTS;
const PASSWORD = 'Harbour#Lights2026';

test.describe('the System console’s companies and company representatives', () => {
  test('the founder creates a company, filters, sets its status, adds a rep, acts as them, and deletes the company', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signInContext(context, request, 'founder');
    const ui = new CompaniesConsole(page);
    const tag = randomUUID().slice(0, 8);
    const name = `Harbour Labs ${tag}`;
    const repEmail = `rosa-${tag}@harbour.example`;

    // Create a company.
    await ui.gotoCompanies();
    await expect(ui.companyRow('Northwind Robotics')).toBeVisible();
    await page.getByTestId('company-create-toggle').click();
    const form = page.getByTestId('company-create-form');
    await form.getByTestId('company-name').fill(name);
    await form.getByTestId('company-email').fill(`ops-${tag}@harbour.example`);
    await form.getByTestId('company-password').fill(PASSWORD);
    await form.getByTestId('company-contact-name').fill('Hana Port');
    await form.getByTestId('company-website').fill('https://harbour.example');
    await snap(page, testInfo, 'companies-create-1280');
    await form.getByTestId('company-create-submit').click();
    await expect(ui.toast(TEXTS.companiesTab.created(name))).toBeVisible();
    const row = ui.companyRow(name);
    await expect(row).toContainText('Hana Port');
    await expect(row.getByTestId('company-jira')).toHaveText(
      COMPANY_JIRA_TEXTS.states.not_connected,
    );

    // Filter: by name, then by a status it does not have.
    await page.getByTestId('companies-search').fill(tag);
    await expect(page.locator('[data-testid^="company-row-"]')).toHaveCount(1);
    await ui.choose(page.getByTestId('companies-status-filter'), 'Suspended');
    await expect(page.getByTestId('companies-empty')).toContainText(TEXTS.noCompanies);
    await ui.choose(page.getByTestId('companies-status-filter'), TEXTS.companiesTab.anyStatus);
    await expect(row).toBeVisible();

    // Change its status: suspended, then active again (the filter follows).
    const status = row.locator('[data-testid^="company-status-select-"]');
    await ui.choose(status, 'Suspended');
    await expect(ui.toast(COMPANY_TEXTS.statusChanged('suspended'))).toBeVisible();
    await ui.choose(page.getByTestId('companies-status-filter'), 'Suspended');
    await expect(row).toBeVisible();
    await ui.choose(status, 'Active');
    await expect(page.getByTestId('companies-empty')).toBeVisible();
    await ui.choose(page.getByTestId('companies-status-filter'), TEXTS.companiesTab.anyStatus);
    await expect(status).toHaveValue('Active');
    await snap(page, testInfo, 'companies-tab-1280');

    // Analyse it: the company form saves; no missions yet; the Jira section is there.
    await row.getByRole('link', { name: TEXTS.companiesTab.analyze }).click();
    await expect(page).toHaveURL(/\/company-analysis\//);
    await expect(page.getByTestId('company-analysis-name')).toHaveText(name);
    await expect(page.getByTestId('company-missions-empty')).toBeVisible();
    await expect(page.getByTestId('company-jira-section')).toBeVisible();
    const edit = page.getByTestId('company-edit-form');
    await edit.getByTestId('company-industry').fill('Shipping');
    await edit.getByTestId('company-save').click();
    await expect(ui.toast(TEXTS.analysis.saved)).toBeVisible();
    await snap(page, testInfo, 'company-analysis-1280');
    await page.getByTestId('back-to-system').click();
    await expect(ui.companiesTab).toBeVisible();

    // Create a representative: the button waits for the required fields and the company.
    await ui.gotoReps();
    await page.getByTestId('rep-create-toggle').click();
    const repForm = page.getByTestId('rep-create-form');
    const submit = repForm.getByTestId('rep-create-submit');
    await repForm.getByTestId('rep-first-name').fill('Rosa');
    await repForm.getByTestId('rep-last-name').fill('Quay');
    await repForm.getByTestId('rep-email').fill(repEmail);
    await repForm.getByTestId('rep-password').fill(PASSWORD);
    await expect(submit).toBeDisabled();
    await expect(repForm.getByTestId('rep-role')).toHaveValue('Representative');
    await repForm.getByTestId('rep-company').fill(tag);
    await page.getByRole('option', { name }).click();
    await expect(submit).toBeEnabled();
    await snap(page, testInfo, 'company-reps-create-1280');
    await submit.click();
    await expect(ui.toast(TEXTS.repsTab.created('Rosa Quay'))).toBeVisible();
    const repRow = ui.repRow(repEmail);
    await expect(repRow).toContainText(name);
    await ui.choose(page.getByTestId('company-reps-company-filter'), name);
    await expect(page.locator('[data-testid^="rep-row-"]')).toHaveCount(1);
    await snap(page, testInfo, 'company-reps-tab-1280');

    // Act as the representative: their company dashboard, then back.
    await repRow.getByRole('button', { name: 'Impersonate' }).click();
    await expect(page.getByRole('dialog', { name: TEXTS.repsTab.impersonateTitle })).toBeVisible();
    await ui.confirmImpersonate.click();
    await expect(page).toHaveURL('/company/dashboard');
    await expect(page.getByTestId('company-name')).toHaveText(name);
    await expect(page.getByTestId('company-welcome')).toContainText(
      COMPANY_TEXTS.dashboard.welcome('Rosa'),
    );
    const shell = new AppShell(page);
    await expect(shell.impersonationBanner).toContainText(SHELL_TEXTS.impersonating('Rosa Quay'));
    await snap(page, testInfo, 'impersonating-rep-1280');
    await shell.stopImpersonating();

    // Delete the company, once the confirmation names what goes with it.
    await ui.gotoCompanies();
    await ui.companyRow(name).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: TEXTS.companiesTab.deleteTitle });
    await expect(dialog).toContainText(TEXTS.companiesTab.deleteBody(name));
    await expect(dialog).toHaveCSS('opacity', '1');
    await snap(page, testInfo, 'companies-delete-1280');
    await ui.confirmDelete.click();
    await expect(ui.toast(TEXTS.companyDeleted(name, 1, 0))).toBeVisible();
    await expect(ui.companyRow(name)).toHaveCount(0);
    await ui.gotoReps();
    await page.getByTestId('company-reps-search').fill(repEmail);
    await expect(page.getByTestId('company-reps-empty')).toContainText(TEXTS.noReps);
  });

  test('the tabs and the analysis screen fit a phone', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInContext(context, request, 'founder');
    const ui = new CompaniesConsole(page);

    await ui.gotoCompanies();
    const northwind = ui.companyRow('Northwind Robotics');
    await expect(northwind).toBeVisible();
    await snap(page, testInfo, 'companies-tab-390');
    await ui.gotoReps();
    await expect(ui.repRow('nora@northwind.example')).toBeVisible();
    await snap(page, testInfo, 'company-reps-tab-390');
    await ui.gotoCompanies();
    await northwind.getByRole('link', { name: TEXTS.companiesTab.analyze }).click();
    await expect(page.getByTestId('company-analysis-name')).toHaveText('Northwind Robotics');
    await snap(page, testInfo, 'company-analysis-390');
  });

  test('a representative’s open page follows an admin’s edit live, and signs out when suspended', async ({
    browser,
    request,
  }) => {
    const founder = await loginViaApi(request, 'founder');
    const asFounder = { authorization: `Bearer ${founder.token}` };
    const tag = randomUUID().slice(0, 8);
    const company = await request.post('/api/admin/companies/create', {
      headers: asFounder,
      data: {
        company_name: `Quayside ${tag}`,
        email: `ops-${tag}@quayside.example`,
        password: PASSWORD,
      },
    });
    expect(company.status()).toBe(201);
    const companyId = ((await company.json()) as { company: { id: string } }).company.id;
    const email = `rita-${tag}@quayside.example`;
    const rep = await request.post('/api/admin/company-reps/create', {
      headers: asFounder,
      data: {
        first_name: 'Rita',
        last_name: 'Quay',
        email,
        password: PASSWORD,
        company_id: companyId,
      },
    });
    expect(rep.status()).toBe(201);
    const repId = ((await rep.json()) as { company_rep: { id: string } }).company_rep.id;
    const login = await request.post('/api/company-reps/login', {
      data: { email, password: PASSWORD },
    });
    const repToken = ((await login.json()) as { token: string }).token;

    const repContext = await browser.newContext();
    await seedSessionToken(repContext, repToken);
    const repPage = await repContext.newPage();
    await repPage.goto('/company/dashboard');
    const manageTasks = repPage
      .getByTestId('rep-permissions')
      .locator('[data-granted]')
      .filter({ hasText: COMPANY_TEXTS.dashboard.permissions.can_manage_tasks });
    await expect(manageTasks).toHaveAttribute('data-granted', 'true');
    await waitForRealtimeOnline(repPage);
    await markDocument(repPage, 'dashboard');

    const edited = await request.put(`/api/admin/company-reps/${repId}`, {
      headers: asFounder,
      data: { permissions: { can_manage_tasks: false } },
    });
    expect(edited.status()).toBe(200);
    await expect(manageTasks).toHaveAttribute('data-granted', 'false');
    expect(await readDocumentMarker(repPage)).toBe('dashboard');

    const suspended = await request.put(`/api/admin/company-reps/${repId}/status`, {
      headers: asFounder,
      data: { status: 'suspended' },
    });
    expect(suspended.status()).toBe(200);
    await expect
      .poll(() => repPage.evaluate((key) => window.localStorage.getItem(key), STORAGE.token))
      .toBeNull();
    await expect(repPage.getByTestId('header-sign-in')).toBeVisible();
    await repContext.close();
  });
});
