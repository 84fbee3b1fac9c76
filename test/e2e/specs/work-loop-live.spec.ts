import {
  ASSIGNMENT_TEXTS,
  MARKETPLACE_TEXTS,
  SHELL_TEXTS,
  VALIDATION_TEXTS,
} from '@morphic/contracts';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { MarketplacePage } from '../pages/marketplace-page';
import { SubmissionPage } from '../pages/submission-page';
import { ValidationsPage } from '../pages/validations-page';
import { markDocument, readDocumentMarker, waitForRealtimeOnline } from '../support/realtime';
import { snap } from '../support/screenshots';
import { loginViaApi, signInContext } from '../support/session';
import { type DemoUserName } from '../support/users';

const REWARD = 45;

/** A page in a browser context of its own, signed in as `user`. */
async function pageSignedInAs(
  browser: Browser,
  request: APIRequestContext,
  user: DemoUserName,
): Promise<Page> {
  const context = await browser.newContext();
  await signInContext(context, request, user);
  return context.newPage();
}

/** The founder posts a mission through POST /api/tasks; its id. */
async function postMission(request: APIRequestContext, title: string): Promise<string> {
  const founder = await loginViaApi(request, 'founder');
  const response = await request.post('/api/tasks', {
    headers: { authorization: `Bearer ${founder.token}` },
    data: {
      title,
      description: 'Write a short design note on retry budgets for the billing worker.',
      difficulty: 'beginner',
      skills: 'TypeScript, Node.js',
      reward_credits: REWARD,
    },
  });
  expect(response.status(), 'POST /api/tasks').toBe(200);
  const body = (await response.json()) as { mission_id?: unknown };
  if (typeof body.mission_id !== 'string') throw new Error('POST /api/tasks gave no mission_id');
  return body.mission_id;
}

/** The credits the user menu shows ("45 credits"), read by opening and closing the menu. */
async function creditsInUserMenu(page: Page): Promise<number> {
  const submission = new SubmissionPage(page);
  await submission.shell.userMenu.click();
  const credits = page.getByTestId('user-credits');
  await expect(credits).toBeVisible();
  const shown = Number((await credits.innerText()).replace(/[^0-9]/g, ''));
  await page.keyboard.press('Escape');
  await expect(credits).toBeHidden();
  return shown;
}

test.describe('the work loop, live across three browsers', () => {
  test('an operator submits, one validator claims and passes it, the other loses the job, and the operator sees the result and the credits without a reload', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const title = `Retry budget note ${testInfo.workerIndex}-${Date.now()}`;

    const operator = await pageSignedInAs(browser, request, 'alan');
    const validators = [
      new ValidationsPage(await pageSignedInAs(browser, request, 'validator')),
      new ValidationsPage(await pageSignedInAs(browser, request, 'founder')),
    ] as const;
    const [claimer, other] = validators;

    // Both validators have their job board open before anything is submitted.
    for (const board of validators) {
      await board.goto();
      await expect(board.openList).toBeVisible();
      await waitForRealtimeOnline(board.page);
    }
    const boardNavigations = await Promise.all(
      validators.map((board) => markDocument(board.page, 'board')),
    );

    // The operator's open marketplace receives the new mission live, and the operator takes it.
    const marketplace = new MarketplacePage(operator);
    await marketplace.goto();
    await expect(marketplace.page.getByTestId('marketplace-page')).toBeVisible();
    await waitForRealtimeOnline(operator);
    await markDocument(operator, 'marketplace');
    const missionId = await postMission(request, title);
    await marketplace.missionCard(missionId).click();
    expect(await readDocumentMarker(operator)).toBe('marketplace');
    await marketplace.takeTask.click();
    await marketplace.confirmTakeTask.click();
    await expect(operator).toHaveURL(/\/marketplace-submission\/[0-9a-f-]{36}$/);

    const submission = new SubmissionPage(operator);
    await expect(submission.state).toHaveAttribute('data-state', 'accepted');
    // The toast speaks of where the user now is, and stays clear of the header: read in one go in
    // the page, as the toast closes by itself (a loaded machine can take that long between reads).
    await expect
      .poll(() =>
        operator.evaluate(() => {
          const toast = document.querySelector('[data-testid="toast"]');
          const header = document.querySelector('[data-testid="app-header"]');
          if (!toast || !header) return null;
          return {
            text: toast.textContent?.trim(),
            belowHeader: toast.getBoundingClientRect().top >= header.getBoundingClientRect().bottom,
          };
        }),
      )
      .toEqual({ text: MARKETPLACE_TEXTS.takenHere, belowHeader: true });
    await waitForRealtimeOnline(operator);
    const creditsBefore = await creditsInUserMenu(operator);
    const operatorNavigations = await markDocument(operator, 'submission');

    await submission.uploadInput.setInputFiles({
      name: 'retry-budget.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from('# Retry budgets\n\nCap retries at 10% of the request rate.\n'),
    });
    await expect(submission.file('retry-budget.md')).toBeVisible();
    await submission.notes.fill('Covers the cap, the jitter and the alert.');
    await submission.submit.click();
    await expect(submission.state).toHaveAttribute('data-state', 'submitted');
    // One wording of where the submission stands: the state badge, not a second status.
    await expect(submission.state).toHaveText(ASSIGNMENT_TEXTS.stateLabels.submitted);
    // Submitted files are with the validators: no dropzone, and the way to change them.
    await expect(operator.getByTestId('upload-dropzone')).toHaveCount(0);
    await expect(operator.getByTestId('files-with-validators')).toHaveText(
      ASSIGNMENT_TEXTS.filesWithValidators,
    );
    // Taken, uploaded, submitted: one toast at a time, the latest.
    await expect(operator.getByTestId('toast')).toHaveCount(1);
    await expect(operator.getByText(/queued for peer validation/i)).toHaveCount(0);

    // The job appears on both open boards without a reload.
    for (const board of validators) await expect(board.openJobsWith(title)).toHaveCount(1);
    const testId = await claimer.openJobsWith(title).getAttribute('data-testid');
    const entryId = testId?.replace('validation-job-', '') ?? '';
    expect(entryId).not.toBe('');
    await snap(other.page, testInfo, 'validations-job-appeared');

    // One validator claims it: it leaves the other's board at once and moves to the claimer's jobs.
    await claimer.claim(entryId).click();
    await expect(other.openJobsWith(title)).toHaveCount(0);
    await expect(claimer.openJobsWith(title)).toHaveCount(0);
    await expect(claimer.myJob(entryId)).toBeVisible();

    // The validator types the percent the operator will see.
    await claimer.decide(entryId, 'pass', '92', 'Clear cap, sensible jitter; ship it.');
    await expect(claimer.page.getByTestId(`decision-summary-${entryId}`)).toBeVisible();

    // The operator's open page shows the decision and the new credits, still the same document.
    await expect(submission.state).toHaveAttribute('data-state', 'validated');
    await expect(submission.validationScore).toHaveText('92.0%');
    await expect(submission.validationFeedback).toContainText('Clear cap, sensible jitter');
    await submission.shell.userMenu.click();
    await expect(operator.getByTestId('user-credits')).toHaveText(
      `${creditsBefore + REWARD} credits`,
    );
    await snap(operator, testInfo, 'submission-validated');

    expect(await readDocumentMarker(operator)).toBe('submission');
    expect(operatorNavigations()).toBe(0);
    for (const [index, board] of validators.entries()) {
      expect(await readDocumentMarker(board.page)).toBe('board');
      expect(boardNavigations[index]?.()).toBe(0);
    }

    // The "Submission validated" banner only informs, and not on the page it points at.
    await operator.keyboard.press('Escape');
    await expect(submission.shell.priorityBanner).toHaveCount(0);
    await submission.shell.header.getByRole('link', { name: 'Marketplace', exact: true }).click();
    await expect(submission.shell.priorityBanner).toContainText(
      VALIDATION_TEXTS.notificationTitle.pass,
    );
    await expect(
      submission.shell.priorityBanner.getByRole('button', { name: SHELL_TEXTS.view }),
    ).toBeVisible();
  });
});
