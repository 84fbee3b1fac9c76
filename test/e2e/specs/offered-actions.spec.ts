import { ASSIGNMENT_TEXTS, MARKETPLACE_TEXTS, SIGN_UP_TEXTS } from '@morphic/contracts';
import { expect, test } from '@playwright/test';
import { loginViaApi, signInContext } from '../support/session';

/** Each screen offers only what the user can do (the new-user walk-through's findings). */
test.describe('controls a user can use, and none they cannot', () => {
  test('ada, still onboarding, is sent to onboarding, not to the marketplace', async ({
    page,
    context,
    request,
  }) => {
    await signInContext(context, request, 'ada');
    await page.goto('/my-tasks');
    const next = page.getByTestId('my-tasks-next-link');
    await expect(next).toHaveText(MARKETPLACE_TEXTS.goToOnboarding);
    await expect(next).toHaveAttribute('href', '/onboarding');
    await expect(page.getByText('Browse the Marketplace')).toHaveCount(0);
    await expect(page.getByTestId('my-tasks-empty-assigned')).toContainText(
      ASSIGNMENT_TEXTS.emptyAssignedOnboarding,
    );
    await expect(page.getByText(/take one from the marketplace/i)).toHaveCount(0);
  });

  test('a signed-in operator on /join/worker is told so, not "Node Activated"', async ({
    page,
    context,
    request,
  }) => {
    await signInContext(context, request, 'alan');
    await page.goto('/join/worker');
    await expect(page.getByTestId('worker-already-signed-in')).toContainText(
      SIGN_UP_TEXTS.worker.alreadySignedIn('alan'),
    );
    await expect(page.getByText(SIGN_UP_TEXTS.worker.nodeActivatedTitle)).toHaveCount(0);
    await page.getByTestId('worker-already-next').click();
    await expect(page).toHaveURL('/marketplace');
  });

  test('the founder, with no skills on file, is not shown a made-up chance of success', async ({
    page,
    context,
    request,
  }) => {
    await signInContext(context, request, 'founder');
    await page.goto('/marketplace');
    const chances = page.getByTestId('mission-chance');
    await expect(chances.first()).toHaveText(MARKETPLACE_TEXTS.chanceNeedsSkills);
    await expect(page.getByText(/success chance \d+%/i)).toHaveCount(0);
  });

  test("an admin opening someone else's submission reads it, with no owner controls", async ({
    page,
    context,
    request,
  }) => {
    const founder = await loginViaApi(request, 'founder');
    const headers = { authorization: `Bearer ${founder.token}` };
    const posted = await request.post('/api/tasks', {
      headers,
      data: {
        title: `Read-only check ${String(Date.now())}`,
        description: 'A mission the founder takes so an admin can look at it.',
        difficulty: 'beginner',
        reward_credits: 10,
      },
    });
    expect(posted.status()).toBe(200);
    const { mission_id: missionId } = (await posted.json()) as { mission_id: string };
    const taken = await request.post(`/api/tasks/${missionId}/apply`, { headers, data: {} });
    expect(taken.status()).toBe(200);
    const { assignment_id: assignmentId } = (await taken.json()) as { assignment_id: string };

    await signInContext(context, request, 'admin');
    await page.goto(`/marketplace-submission/${assignmentId}`);
    await expect(page.getByTestId('assignment-state')).toBeVisible();
    await expect(page.getByTestId('upload-dropzone')).toHaveCount(0);
    await expect(page.getByTestId('submit-assignment')).toHaveCount(0);
    await expect(page.getByTestId('release-assignment')).toHaveCount(0);
  });

  test('a reward in dollars says plainly what the operator is paid', async ({
    page,
    context,
    request,
  }) => {
    await signInContext(context, request, 'alan');
    await page.goto('/marketplace');
    const dollarCard = page
      .getByTestId(/^mission-card-/)
      .filter({ hasText: /\$\d/ })
      .first();
    const badge = await dollarCard.getByText(/^\$[\d,]+$/).innerText();
    const amount = badge.replace(/[$,]/g, '');
    await expect(dollarCard.getByTestId('mission-paid-as')).toHaveText(
      `paid as ${Number(amount).toLocaleString('en-US')} credits`,
    );
  });
});
