import { ALGORITHMS_TEXTS, TEST_EMAIL_TEXTS } from '@morphic/contracts';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { waitForMail } from '../support/mailbox';
import { snap } from '../support/screenshots';
import { signInContext } from '../support/session';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 390, height: 844 };

async function openTab(page: Page, tab: string, ready: string): Promise<void> {
  await page.goto(`/system/${tab}`);
  await expect(page.getByTestId(ready)).toBeVisible();
}

async function snapAt(page: Page, testInfo: TestInfo, testId: string, name: string) {
  await page.getByTestId(testId).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await snap(page, testInfo, name);
}

test.describe('the System console’s data tabs', () => {
  test('a founder edits and reloads the algorithms, downloads a CSV, runs the onboarding bank and sends a test email', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signInContext(context, request, 'founder');
    await page.setViewportSize(WIDE);

    // Algorithms: one section edited and saved, then every section reloaded after the confirmation.
    // The cap saved (5) is above any demo skill's task count, so no other spec notices it.
    await openTab(page, 'algorithms', 'algorithms-tab');
    const onboarding = page.getByTestId('algorithm-section-onboarding');
    await expect(onboarding.getByText('Environment', { exact: true })).toBeVisible();
    await expect(onboarding.getByText('ALGO_ONBOARDING_ATTEMPTS')).toBeVisible();
    await page.getByTestId('algorithm-edit-onboarding').click();
    await page.getByTestId('algorithm-input-onboarding-max_attempts_per_skill').fill('5');
    await snapAt(page, testInfo, 'algorithm-section-onboarding', 'algorithms-editing-1280');
    await page.getByTestId('algorithm-save-onboarding').click();
    await expect(page.getByTestId('algorithm-value-onboarding-max_attempts_per_skill')).toHaveText(
      '5',
    );
    await expect(page.getByTestId('algorithm-saved-onboarding')).toContainText('by @founder');
    await snap(page, testInfo, 'algorithms-saved-1280');

    await page.getByTestId('algorithms-reload').click();
    await expect(page.getByText(ALGORITHMS_TEXTS.confirmReload)).toBeVisible();
    await snap(page, testInfo, 'algorithms-reload-confirm-1280');
    await page.getByTestId('algorithms-reload-confirm').click();
    await expect(page.getByTestId('algorithm-value-onboarding-max_attempts_per_skill')).toHaveText(
      '0',
    );
    await expect(onboarding.getByText('Environment', { exact: true })).toBeVisible();

    // Data export: operators.csv arrives as a file whose first line is the header.
    await openTab(page, 'data-export', 'data-export-tab');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-operators').click(),
    ]);
    expect(download.suggestedFilename()).toBe('operators.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^id,handle,email,full_name,role,status,cohort/);
    expect(csv).toContain(',ada,');
    await snap(page, testInfo, 'data-export-1280');

    // Onboarding bank: a task under a skill no demo operator has, given an answer key,
    // deactivated, and deleted after the confirmation (nothing is left for other specs).
    const skill = `E2E-${randomUUID().slice(0, 6)}`;
    await openTab(page, 'onboarding', 'onboarding-bank-tab');
    await expect(page.getByTestId('onboarding-bank-table')).toBeVisible();
    await page.getByTestId('bank-task-new').click();
    await page.getByTestId('bank-task-title').fill(`Prove ${skill}`);
    await page.getByTestId('bank-task-description').fill('Write a tiny parser and its tests.');
    await page.getByTestId('bank-task-skill').fill(skill);
    await snap(page, testInfo, 'onboarding-new-task-1280');
    await page.getByTestId('bank-task-save').click();
    const row = page.locator('[data-testid^="bank-task-row-"]', { hasText: skill });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Startup founding engineer');
    await expect(row).toContainText('ai_reference');
    const rowId = (await row.getAttribute('data-testid'))?.replace('bank-task-row-', '') ?? '';

    await page.getByTestId(`bank-task-key-${rowId}`).click();
    await expect(page.getByTestId('answer-key-none')).toBeVisible();
    await page
      .getByTestId('answer-key-dropzone')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'solution.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from('# The answer\n'),
      });
    await expect(page.getByTestId('answer-key-chosen')).toContainText('solution.md');
    await snap(page, testInfo, 'onboarding-answer-key-1280');
    await page.getByTestId('answer-key-upload').click();
    await expect(row).toContainText('solution.md');

    const toggle = page.getByTestId(`bank-task-toggle-${rowId}`);
    await expect(toggle).toBeChecked();
    await expect(page.getByTestId('answer-key-modal')).toBeHidden();
    // The switch's track covers its input: click the label that holds both.
    await toggle.locator('xpath=..').click();
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
    await snapAt(page, testInfo, `bank-task-row-${rowId}`, 'onboarding-bank-1280');

    await page.getByTestId(`bank-task-delete-${rowId}`).click();
    await expect(
      page.getByText(`Delete the onboarding task "Prove ${skill}"?`, { exact: false }),
    ).toBeVisible();
    await page.getByTestId('bank-task-delete-confirm').click();
    await expect(row).toHaveCount(0);

    // Settings: a test email over the real mail path (the e2e server sends SMTP to the capture).
    const address = `check-${randomUUID().slice(0, 6)}@example.com`;
    await openTab(page, 'settings', 'settings-tab');
    await page.getByTestId('test-email-input').fill('not-an-address');
    await page.getByTestId('test-email-submit').click();
    await expect(page.getByText(TEST_EMAIL_TEXTS.invalidEmail)).toBeVisible();
    await page.getByTestId('test-email-input').fill(address);
    await page.getByTestId('test-email-submit').click();
    await expect(page.getByText(TEST_EMAIL_TEXTS.sent(address))).toBeVisible();
    const mail = await waitForMail(address, new RegExp(TEST_EMAIL_TEXTS.subject));
    expect(mail.text).toContain('Sent by founder.');
    await snapAt(page, testInfo, 'test-email-card', 'settings-test-email-1280');

    // The same tabs on a phone.
    await page.setViewportSize(NARROW);
    await openTab(page, 'algorithms', 'algorithms-tab');
    await expect(page.getByTestId('algorithm-section-marketplace_ranking')).toBeVisible();
    await snapAt(page, testInfo, 'algorithm-section-marketplace_ranking', 'algorithms-390');
    await page.getByTestId('algorithm-edit-skill_vector').click();
    await snapAt(page, testInfo, 'algorithm-section-skill_vector', 'algorithms-editing-390');
    await openTab(page, 'data-export', 'data-export-tab');
    await snapAt(page, testInfo, 'data-export-tab', 'data-export-390');
    await openTab(page, 'onboarding', 'onboarding-bank-tab');
    await expect(page.getByTestId('onboarding-bank-table')).toBeVisible();
    await snapAt(page, testInfo, 'bank-task-new', 'onboarding-bank-390');
    await openTab(page, 'settings', 'settings-tab');
    await snapAt(page, testInfo, 'test-email-card', 'settings-test-email-390');
  });
});
