import { SIGN_IN_TEXTS } from '@morphic/contracts';
import { expect, test } from '@playwright/test';

test.describe('reset-password page', () => {
  test('a bad link says it once, explains what to do, and leads home', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token');

    const card = page.getByTestId('reset-password-invalid');
    await expect(card.getByRole('heading')).toHaveText(SIGN_IN_TEXTS.invalidOrExpiredTokenTitle);
    await expect(card.getByText(/invalid or expired token/i)).toHaveCount(1);
    await expect(page.getByTestId('reset-password-invalid-reason')).toHaveText(
      SIGN_IN_TEXTS.resetLinkHelp,
    );

    await page.getByTestId('reset-password-home').click();
    await expect(page).toHaveURL('/');
  });

  test('a link without a token says that no token came with it', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByTestId('reset-password-invalid-reason')).toHaveText(
      SIGN_IN_TEXTS.noResetToken,
    );
  });
});
