import { MISSIONS_CONSOLE_TEXTS } from '@morphic/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { snap } from '../support/screenshots';
import { signInContext } from '../support/session';
import { onboardedOperator } from '../support/work-loop';
import { scrollToCard } from '../support/row-cards';

const TEXTS = MISSIONS_CONSOLE_TEXTS;

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** Picks an option of a Mantine select (its input, then the option by its label). */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('the System console’s missions', () => {
  test('a founder creates, finds, assigns, sets the status of, clones, analyses and deletes a mission', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signInContext(context, request, 'founder');
    // A fresh operator, so the assignment never meets another spec's work on a demo account.
    const operator = await onboardedOperator(request);
    const me = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${operator.token}` },
    });
    const { user } = (await me.json()) as { user: { username: string } };
    const tag = randomUUID().slice(0, 8);
    const title = `Calibrate lidar ${tag}`;
    const rows = page.locator('[data-testid^="mission-row-"]');
    const original = rows
      .filter({ hasText: title })
      .filter({ hasNotText: TEXTS.cloneSuffix.trim() });
    const copy = rows.filter({ hasText: `${title}${TEXTS.cloneSuffix}` });

    // Create a mission; the form says what is missing first.
    await page.goto('/system/tasks');
    await expect(page.getByTestId('tasks-tab')).toBeVisible();
    await page.getByTestId('mission-create-toggle').click();
    const form = page.getByTestId('mission-create-form');
    await form.getByTestId('mission-create-submit').click();
    await expect(form).toContainText(TEXTS.titleAndDescriptionRequired);
    await form.getByTestId('mission-create-title').fill(title);
    await form.getByTestId('mission-create-description').fill('Fit the lidar to the camera rig.');
    await form.getByTestId('mission-create-tags').fill('Rust, Embedded');
    await form.getByTestId('mission-create-reward').fill('75');
    await snap(page, testInfo, 'missions-create-1280');
    await form.getByTestId('mission-create-submit').click();
    await expect(toast(page, TEXTS.missionCreated)).toBeVisible();

    // Find it by search.
    await page.getByTestId('missions-search').fill(tag);
    await expect(rows).toHaveCount(1);
    await expect(original).toContainText('$75');
    await expect(original).toContainText('Embedded');

    // Assign it by username to the fresh operator.
    await original.locator('[data-testid^="assign-mission-"]').click();
    await page.getByTestId('assign-username').fill(user.username);
    await page.getByTestId('assign-submit').click();
    await expect(toast(page, TEXTS.assignedTo(user.username))).toBeVisible();
    await expect(original).toContainText(user.username);
    const status = original.locator('[data-testid^="mission-status-"]');
    await expect(status).toHaveValue(TEXTS.statusLabels.assigned);

    // Change its status; the status filter follows.
    await choose(page, status, TEXTS.statusLabels.validated);
    await expect(toast(page, TEXTS.statusSet('validated'))).toBeVisible();
    await choose(page, page.getByTestId('missions-status-filter'), TEXTS.statusLabels.open);
    await expect(page.getByTestId('missions-empty')).toContainText(TEXTS.missionsTab.noMissions);
    await choose(page, page.getByTestId('missions-status-filter'), TEXTS.statusLabels.validated);
    await expect(original).toBeVisible();
    await choose(page, page.getByTestId('missions-status-filter'), TEXTS.missionsTab.anyStatus);

    // Clone it: an open copy nobody holds.
    await original.locator('[data-testid^="clone-mission-"]').click();
    await expect(toast(page, TEXTS.cloned)).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(copy.locator('[data-testid^="mission-status-"]')).toHaveValue(
      TEXTS.statusLabels.open,
    );
    await snap(page, testInfo, 'missions-tab-1280');

    // Its analysis screen: summary, the operator's assignment, the empty states.
    await original.locator('[data-testid^="analyze-mission-"]').click();
    await expect(page).toHaveURL(/\/system\/missions\//);
    await expect(page.getByTestId('mission-analysis-title')).toHaveText(title);
    await expect(page.getByTestId('mission-summary-status')).toHaveText(
      TEXTS.statusLabels.validated,
    );
    await expect(page.getByTestId('mission-assignments')).toContainText(user.username);
    await expect(page.getByTestId('mission-jira-none')).toHaveText(TEXTS.noJiraIssue);
    await expect(page.getByTestId('mission-messages-empty')).toBeVisible();
    await expect(page.getByTestId('mission-validations-empty')).toBeVisible();
    // Edit Task: the new title shows at once.
    await page.getByTestId('mission-edit-toggle').click();
    await page.getByTestId('mission-edit-title').fill(`${title} v2`);
    await page.getByTestId('mission-edit-save').click();
    await expect(toast(page, TEXTS.missionUpdated)).toBeVisible();
    await expect(page.getByTestId('mission-analysis-title')).toHaveText(`${title} v2`);
    // The file-upload test: into the platform's private store.
    const uploadTest = page.getByTestId('mission-upload-test');
    await uploadTest.locator('input[type="file"]').setInputFiles({
      name: 'rig.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('R|t'),
    });
    await uploadTest.getByTestId('mission-upload-test-submit').click();
    await expect(page.getByTestId('mission-upload-status')).toHaveText(TEXTS.uploadComplete);
    await expect(page.getByTestId('mission-uploads')).toContainText('rig.txt');
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, testInfo, 'mission-analysis-1280');

    // At 390 px: the analysis, then the list as cards.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('mission-summary')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, testInfo, 'mission-analysis-390');
    await page.getByTestId('back-to-system').click();
    await expect(page.getByTestId('tasks-tab')).toBeVisible();
    await page.getByTestId('missions-search').fill(tag);
    await expect(rows).toHaveCount(2);
    await scrollToCard(rows.first());
    await snap(page, testInfo, 'missions-tab-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Delete the copy, after the confirmation.
    await copy.locator('[data-testid^="delete-mission-"]').click();
    await expect(page.getByRole('dialog')).toContainText(TEXTS.missionsTab.deleteTitle);
    await page.getByTestId('confirm-delete').click();
    await expect(toast(page, TEXTS.missionDeleted)).toBeVisible();
    await expect(copy).toHaveCount(0);
    await expect(rows).toHaveCount(1);
  });

  test('/tasks lists the missions for founders and sends an operator to the landing page', async ({
    page,
    context,
    request,
    browser,
  }) => {
    await signInContext(context, request, 'founder');
    await page.goto('/tasks');
    await expect(page.getByTestId('tasks-tab')).toBeVisible();

    const operatorContext = await browser.newContext();
    await signInContext(operatorContext, request, 'ada');
    const operatorPage = await operatorContext.newPage();
    await operatorPage.goto('/tasks');
    await expect(operatorPage).toHaveURL(/\/$/);
    await expect(operatorPage.getByTestId('tasks-tab')).toHaveCount(0);
    await operatorContext.close();
  });
});
