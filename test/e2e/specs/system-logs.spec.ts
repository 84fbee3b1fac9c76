import { SYSTEM_LOGS_TEXTS } from '@morphic/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { snap } from '../support/screenshots';
import { loginViaApi, signInContext, signUpViaApi } from '../support/session';
import { onboardedOperator } from '../support/work-loop';
import { scrollToCard } from '../support/row-cards';

const TEXTS = SYSTEM_LOGS_TEXTS;
const NARROW = { width: 390, height: 844 };

/** Waits until the modal's open transition has ended, so a screenshot shows it settled. */
async function modalSettled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.mantine-Modal-overlay, .mantine-Modal-content')].every(
      (element) => element.getAnimations().every((animation) => animation.playState !== 'running'),
    ),
  );
}

/** Picks an option of a Mantine select by its visible text. */
async function choose(page: Page, select: ReturnType<Page['getByTestId']>, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('the System console’s audit and security logs, timelines and prediction stats', () => {
  test('a founder impersonates an operator, finds it in the audit log and steps through the operator’s timeline', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const founder = await signInContext(context, request, 'founder');
    const operator = await signUpViaApi(request);

    // The admin action: an impersonation, and a change made in the impersonated session.
    const impersonated = await request.post(`/api/admin/operators/${operator.userId}/impersonate`, {
      headers: { authorization: `Bearer ${founder.token}` },
    });
    expect(impersonated.status()).toBe(200);
    const { token } = (await impersonated.json()) as { token: string };
    const edited = await request.put('/api/auth/profile', {
      headers: { authorization: `Bearer ${token}` },
      data: { bio: 'Edited by support while impersonating' },
    });
    expect(edited.status()).toBe(200);

    await page.goto('/system/audit-logs');
    await expect(page.getByTestId('audit-logs-tab')).toBeVisible();
    await expect(page.locator('[data-testid^="audit-row-"]').first()).toBeVisible();
    await page.getByTestId('audit-target-filter').fill(operator.userId);
    const rows = page.locator('[data-testid^="audit-row-"]');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByTestId('audit-action')).toHaveText('admin_profile_updated');
    await expect(rows.nth(0)).toContainText(TEXTS.impersonatedBy('founder'));
    const impersonation = rows.nth(1);
    await expect(impersonation.getByTestId('audit-action')).toHaveText('admin_impersonate');
    await expect(impersonation.getByTestId('audit-actor')).toHaveText('founder');
    await expect(impersonation).toContainText(operator.userId.slice(0, 8));
    await expect(impersonation.getByTestId('audit-description')).toContainText(
      'Started impersonating operator',
    );
    await snap(page, testInfo, 'audit-logs-1280');

    // The row opens the operator's timeline on its latest step: the impersonated edit.
    await impersonation.locator('[data-testid^="audit-target-"]').click();
    const timeline = page.getByRole('dialog');
    await expect(timeline).toContainText(TEXTS.timelineTitle(`operator-${operator.userId}`));
    const steps = timeline.locator('[data-testid^="timeline-step-"]');
    await expect(steps.first()).toBeVisible();
    const count = await steps.count();
    const last = steps.nth(count - 1);
    await expect(last).toHaveAttribute('data-selected', 'true');
    await expect(last).toContainText('ProfileUpdated');
    await expect(last.getByTestId('timeline-impersonator')).toHaveText(
      TEXTS.impersonatedBy('founder'),
    );
    await expect(timeline.getByTestId('timeline-state')).toContainText(
      'Edited by support while impersonating',
    );
    await modalSettled(page);
    await snap(page, testInfo, 'timeline-last-step-1280');

    // The first step: the registration, before any edit, and no password hash anywhere.
    await steps.first().click();
    await expect(timeline.getByTestId('timeline-selected-type')).toHaveText('OperatorRegistered');
    await expect(timeline.getByTestId('timeline-state')).not.toContainText(
      'Edited by support while impersonating',
    );
    await expect(timeline.getByTestId('timeline-data')).toContainText(
      '"password_hash": "[redacted]"',
    );
    await expect(timeline.getByTestId('timeline-data')).not.toContainText('$argon2');
    await snap(page, testInfo, 'timeline-first-step-1280');
    await page.keyboard.press('Escape');
    await expect(timeline).toBeHidden();

    // At 390 px the rows are cards and the timeline fills the screen.
    await page.setViewportSize(NARROW);
    await expect(rows).toHaveCount(2);
    await scrollToCard(rows.nth(0));
    await snap(page, testInfo, 'audit-logs-390');
    await rows.nth(0).locator('[data-testid^="audit-target-"]').click();
    await expect(page.getByRole('dialog').getByTestId('timeline-state')).toBeVisible();
    await modalSettled(page);
    await snap(page, testInfo, 'timeline-390');
  });

  test('the security log shows a failed sign-in, filtered by username and severity', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signInContext(context, request, 'founder');
    const username = `intruder-${randomUUID().slice(0, 8)}`;
    const failed = await request.post('/api/auth/login', {
      data: { username_or_email: username, password: 'not-the-password-1' },
    });
    expect(failed.status()).toBe(401);

    await page.goto('/system/security-logs');
    await expect(page.locator('[data-testid^="security-row-"]').first()).toBeVisible();
    await page.getByTestId('security-username-filter').fill(username);
    const rows = page.locator('[data-testid^="security-row-"]');
    await expect(rows).toHaveCount(1);
    await choose(page, page.getByTestId('security-severity-filter'), 'WARNING');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId('security-event-type')).toHaveText('login_failure');
    await expect(rows.first().getByTestId('security-severity')).toHaveText('WARNING');
    await expect(rows.first()).toContainText(`Login failed for ${username}`);
    await rows.first().getByTestId('security-details').click();
    await expect(page.getByRole('dialog')).toContainText('"reason"');
    await snap(page, testInfo, 'security-logs-filtered-1280');
    await rows.first().getByTestId('security-details').click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await choose(page, page.getByTestId('security-severity-filter'), 'CRITICAL');
    await expect(page.getByTestId('security-logs-empty')).toContainText(TEXTS.securityEmpty);

    // Every entry again (the tab as it opens): the table scrolls within 600 px.
    await page.reload();
    await expect(rows.nth(1)).toBeVisible();
    const table = page.getByTestId('security-logs-table');
    expect((await table.boundingBox())?.height ?? 0).toBeLessThanOrEqual(600);
    await snap(page, testInfo, 'security-logs-1280');

    await page.setViewportSize(NARROW);
    await scrollToCard(rows.first());
    await snap(page, testInfo, 'security-logs-390');
  });

  test('prediction stats count a take’s prediction and its decided outcome, each figure a percentage with what it means', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const founder = await signInContext(context, request, 'founder');
    const validator = await loginViaApi(request, 'validator');
    const operator = await onboardedOperator(request);
    const as = (token: string) => ({ authorization: `Bearer ${token}` });

    // Skills on file, so the prediction carries the marketplace's chance of success.
    const report = await request.post(`/api/operators/${operator.userId}/character-report`, {
      headers: as(operator.token),
      data: {
        character_report: {
          technical_skills: {
            programming_languages: [{ name: 'Python', proficiency: 'Advanced' }],
          },
          years_experience: '2-5',
        },
      },
    });
    expect(report.status()).toBe(200);

    // A task of its own, taken at once by a new operator: a prediction is recorded.
    const posted = await request.post('/api/tasks', {
      headers: as(founder.token),
      data: {
        title: `Prediction check ${randomUUID().slice(0, 8)}`,
        description: 'Write the parser and a test that proves it.',
        skills: 'python',
      },
    });
    expect(posted.status()).toBe(200);
    const { mission_id: missionId } = (await posted.json()) as { mission_id: string };
    const taken = await request.post(`/api/tasks/${missionId}/apply`, {
      headers: as(operator.token),
      data: {},
    });
    expect(taken.status()).toBe(200);
    const { assignment_id: assignmentId } = (await taken.json()) as { assignment_id: string };

    // Submitted and passed by the validator: the prediction meets its outcome.
    const uploaded = await request.post(`/api/assignments/${assignmentId}/upload`, {
      headers: as(operator.token),
      multipart: {
        files: { name: 'parser.py', mimeType: 'text/x-python', buffer: Buffer.from('print(1)\n') },
      },
    });
    expect(uploaded.status()).toBe(200);
    const submitted = await request.post(`/api/assignments/${assignmentId}/submit`, {
      headers: as(operator.token),
      data: { submission_notes: 'The parser is in parser.py.' },
    });
    expect(submitted.status()).toBe(200);
    const { assignment } = (await submitted.json()) as { assignment: { entry_id: string } };
    const claimed = await request.post(`/api/validation/jobs/${assignment.entry_id}/claim`, {
      headers: as(validator.token),
    });
    expect(claimed.status()).toBe(200);
    const decided = await request.post(
      `/api/validation/jobs/${assignment.entry_id}/operator-complete`,
      {
        headers: as(validator.token),
        data: { decision: 'pass', score: 0.8, report: 'Parses every sample.' },
      },
    );
    expect(decided.status()).toBe(200);

    await page.goto('/system/prediction-stats');
    const tab = page.getByTestId('prediction-stats-tab');
    await expect(tab).toContainText(TEXTS.predictionIntro);
    await expect(page.getByTestId('prediction-total_assignments-value')).toHaveText(/^[1-9]\d*$/);
    for (const figure of [
      'avg_success_error',
      'avg_time_error',
      'success_rate',
      'avg_quality_score',
    ] as const) {
      await expect(page.getByTestId(`prediction-${figure}`)).toContainText(
        TEXTS.predictionFigures[figure].help,
      );
      await expect(page.getByTestId(`prediction-${figure}-value`)).toHaveText(/^\d+\.\d%$/);
    }
    await snap(page, testInfo, 'prediction-stats-1280');
    await page.setViewportSize(NARROW);
    await page.getByTestId('prediction-success_rate').scrollIntoViewIfNeeded();
    await snap(page, testInfo, 'prediction-stats-390');
  });
});
