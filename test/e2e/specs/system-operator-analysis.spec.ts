import { OPERATOR_ANALYSIS_TEXTS as T } from '@morphic/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { snap } from '../support/screenshots';
import { loginViaApi, signInContext } from '../support/session';
import { onboardedOperator } from '../support/work-loop';

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** The open modal's panel: fully shown once its transition has run (for screenshots). */
const modalContent = (page: Page) => page.locator('.mantine-Modal-content');

/** Picks an option of a Mantine select (its input, then the option by its label). */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('the operator analysis screen', () => {
  test('a founder reads alan’s statistics and graph, and adds, sets and removes a skill', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signInContext(context, request, 'founder');
    const alan = await loginViaApi(request, 'alan');
    const skill = `E2E${randomUUID().slice(0, 6)}`;
    const id = skill.toLowerCase();

    await page.goto(`/system/operators/${alan.userId}`);
    await expect(page.getByTestId('operator-analysis-handle')).toHaveText('alan');
    const statistics = page.getByTestId('operator-statistics');
    await expect(statistics.getByTestId('stat-onboarding')).toHaveText(
      T.onboardingStatus.completed,
    );
    await statistics.getByText(T.details, { exact: true }).click();
    await expect(statistics.getByTestId('operator-statistics-details')).toContainText(
      T.counts.accepted,
    );

    // The graph draws the 30-day window, then 7 days and 24 hours.
    const graph = page.getByTestId('mission-activity');
    await expect(graph.getByTestId('mission-activity-chart-30D')).toBeVisible();
    await graph.getByText(T.windows['7D'], { exact: true }).click();
    await expect(graph.getByTestId('mission-activity-chart-7D')).toBeVisible();
    await graph.getByText(T.windows['24H'], { exact: true }).click();
    await expect(graph.getByTestId('mission-activity-chart-24H')).toBeVisible();
    await expect(graph.locator('.recharts-bar-rectangles').first()).toBeAttached();
    await snap(page, testInfo, 'operator-analysis-1280');
    await graph.scrollIntoViewIfNeeded();
    await snap(page, testInfo, 'operator-analysis-graph-1280');

    // Adding needs text; a validated skill keeps alan's onboarding complete.
    const skills = page.getByTestId('operator-skills');
    await skills.getByTestId('add-skill').click();
    await expect(skills).toContainText(T.addSkillNeedsText);
    await skills.getByTestId('add-skill-name').fill(skill);
    await choose(page, skills.getByTestId('add-skill-status'), T.skillStatuses.validated);
    await skills.getByTestId('add-skill').click();
    await expect(toast(page, T.skillAdded(skill, 'validated'))).toBeVisible();
    await expect(skills.getByTestId(`skill-status-${id}`)).toHaveText(T.skillStatuses.validated);

    // Blocked: out of use, and onboarding stays complete.
    await skills.getByTestId(`skill-${id}`).getByRole('button').first().click();
    await choose(page, skills.getByTestId(`skill-status-select-${id}`), T.skillStatuses.blocked);
    await expect(toast(page, T.skillStatusSet(skill, 'blocked'))).toBeVisible();
    await expect(skills.getByTestId(`skill-status-${id}`)).toHaveText(T.skillStatuses.blocked);
    await expect(skills.getByTestId(`skill-${id}`)).toContainText(T.noTaskHistory);
    await statistics.getByText(T.overview, { exact: true }).click();
    await expect(statistics.getByTestId('stat-onboarding')).toHaveText(
      T.onboardingStatus.completed,
    );
    await snap(page, testInfo, 'operator-analysis-skills-1280');

    // Removing asks first.
    await skills.getByTestId(`skill-remove-${id}`).click();
    await expect(page.getByRole('dialog')).toContainText(T.removeSkillBody);
    await page.getByTestId('skill-confirm').click();
    await expect(toast(page, T.skillRemoved(skill))).toBeVisible();
    await expect(skills.getByTestId(`skill-${id}`)).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('operator-analysis-handle').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('operator-analysis-handle')).toBeInViewport();
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await snap(page, testInfo, 'operator-analysis-390');
    await page.getByTestId('back-to-system').click();
    await expect(page).toHaveURL('/system/operators');
  });

  test('the activity log shows a new assignment live, and Analyze opens its details', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const founder = await signInContext(context, request, 'founder');
    // A fresh operator: taking a task holds the operator's one work slot.
    const operator = await onboardedOperator(request);
    const title = `Tune the lidar ${randomUUID().slice(0, 8)}`;
    const posted = await request.post('/api/tasks', {
      headers: { authorization: `Bearer ${founder.token}` },
      data: { title, description: 'Fit the lidar to the camera rig.', skills: 'rust' },
    });
    expect(posted.status()).toBe(200);
    const { mission_id: missionId } = (await posted.json()) as { mission_id: string };

    await page.goto(`/system/operators/${operator.userId}`);
    const log = page.getByTestId('activity-log');
    await expect(log.getByTestId('activity-empty')).toHaveText(T.noAssignments);

    const taken = await request.post(`/api/tasks/${missionId}/apply`, {
      headers: { authorization: `Bearer ${operator.token}` },
      data: {},
    });
    expect(taken.status()).toBe(200);
    const { assignment_id: assignmentId } = (await taken.json()) as { assignment_id: string };

    // No reload: the push refetches the log and the statistics.
    const row = log.getByTestId(`activity-row-${assignmentId}`);
    await expect(row).toContainText(title);
    await expect(row.getByTestId('activity-row-id')).toHaveText(assignmentId.slice(0, 8));
    await expect(page.getByTestId('assignment-count-accepted')).toHaveText('1');

    await row.getByTestId('activity-analyze').click();
    const modal = page.getByTestId('assignment-analysis');
    await expect(modal.getByTestId('assignment-analysis-title')).toHaveText(title);
    await expect(modal.getByTestId('assignment-analysis-no-validations')).toBeVisible();
    await expect(modalContent(page)).toHaveCSS('opacity', '1');
    await snap(page, testInfo, 'assignment-analysis-1280');
    await page.keyboard.press('Escape');
    await expect(modalContent(page)).toHaveCount(0);

    // A direct message from the chat panel.
    const chat = page.getByTestId('direct-communication');
    await chat.getByTestId('chat-toggle').click();
    await chat.getByTestId('chat-input').fill('Welcome aboard!');
    await chat.getByTestId('chat-send').click();
    await expect(chat.getByTestId('chat-messages')).toContainText('Welcome aboard!');

    // The information panel's edit saves through PUT /api/admin/operators/{id}.
    const information = page.getByTestId('operator-information');
    await information.getByText(T.edit, { exact: true }).click();
    await information.getByLabel(T.fields.full_name).fill('Grace Hopper');
    await information.getByTestId('operator-edit-save').click();
    await expect(information.getByTestId('operator-details')).toContainText('Grace Hopper');
    await expect(page.getByText('Grace Hopper ·')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await row.getByTestId('activity-analyze').click();
    await expect(modal.getByTestId('assignment-analysis-title')).toHaveText(title);
    await expect(modalContent(page)).toHaveCSS('opacity', '1');
    await snap(page, testInfo, 'assignment-analysis-390');
  });
});
