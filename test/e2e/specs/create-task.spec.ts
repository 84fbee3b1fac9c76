import { MARKETPLACE_TEXTS } from '@morphic/contracts';
import { expect, test } from '@playwright/test';
import { signInContext } from '../support/session';

test.describe('posting a marketplace task', () => {
  test("the form shows the server's rules under their fields and sends nothing they refuse", async ({
    page,
    context,
    request,
  }) => {
    await signInContext(context, request, 'alan');
    const posted: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/tasks') {
        posted.push(req.url());
      }
    });
    await page.goto('/create-task');
    const title = page.getByTestId('create-task-title');
    const description = page.getByTestId('create-task-description');
    const reward = page.getByTestId('create-task-reward');

    await title.fill('   ');
    await reward.fill('-5');
    await page.getByTestId('create-task-submit').click();

    for (const input of [title, description, reward]) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByText(MARKETPLACE_TEXTS.titleAndDescriptionRequired)).toHaveCount(2);
    await expect(page.getByText(MARKETPLACE_TEXTS.rewardCreditsInvalid)).toBeVisible();
    await expect(page.getByTestId('create-task-error')).toHaveCount(0);
    expect(posted).toEqual([]);
  });
});
