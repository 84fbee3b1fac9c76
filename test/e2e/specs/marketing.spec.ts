import {
  FORGE_TEXTS,
  MANIFESTO_SCENES,
  MARKETING_TEXTS,
  MISSION_RULES,
  OPERATOR_LEVELS,
  REWARD_WAYS,
  SHELL_TEXTS,
} from '@morphic/contracts';
import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { snap } from '../support/screenshots';

test.describe('marketing pages', () => {
  test('the Home menu opens the manifesto and the missions explainer', async ({ page }) => {
    const shell = new AppShell(page);
    await page.goto('/rewards');
    await expect(page.getByTestId('rewards-page')).toBeVisible();

    await page.getByTestId('home-menu').click();
    await page.getByRole('menuitem', { name: SHELL_TEXTS.homeMenu.manifesto }).click();
    await expect(page).toHaveURL('/manifesto');
    for (const [index, name] of MANIFESTO_SCENES.entries()) {
      await expect(page.getByTestId(`manifesto-scene-${index + 1}`)).toContainText(name);
    }

    await page.getByTestId('home-menu').click();
    await page.getByRole('menuitem', { name: SHELL_TEXTS.homeMenu.missions }).click();
    await expect(page).toHaveURL('/missions');
    for (const [index, rule] of MISSION_RULES.entries()) {
      await expect(page.getByTestId(`mission-rule-${index + 1}`)).toContainText(rule);
    }
    await expect(shell.header).toBeVisible();
  });

  test('rewards list the ways to earn and levels 0 to 5; achievements say their figures are illustrative', async ({
    page,
  }) => {
    await page.goto('/rewards');
    for (const [index, way] of REWARD_WAYS.entries()) {
      await expect(page.getByTestId(`reward-way-${index + 1}`)).toContainText(way);
    }
    for (const { level, name } of OPERATOR_LEVELS) {
      await expect(page.getByTestId(`reward-level-${level}`)).toContainText(
        `Level ${level} · ${name}`,
      );
    }
    await page.goto('/achievements');
    await expect(page.getByTestId('illustrative-label')).toHaveText(
      MARKETING_TEXTS.illustrativeFigures,
    );
  });

  test('Morphic Forge rotates its hero phrase and leads to the chromeless launch page', async ({
    page,
  }, testInfo) => {
    await page.goto('/morphic-ide');
    await expect(page.getByTestId('under-construction')).toHaveText(FORGE_TEXTS.underConstruction);
    const phrase = page.getByTestId('forge-phrase');
    const first = await phrase.innerText();
    expect(FORGE_TEXTS.heroPhrases).toContain(first);
    // The next phrase arrives after 3.6 s.
    await expect(phrase).not.toHaveText(first, { timeout: 6000 });
    expect(FORGE_TEXTS.heroPhrases).toContain(await phrase.innerText());

    await page.getByTestId('forge-enter').click();
    await expect(page).toHaveURL('/morphic-ide/launch');
    await expect(page.getByRole('heading', { name: FORGE_TEXTS.enter })).toBeVisible();
    await expect(page.getByTestId('app-header')).toHaveCount(0);
    // The scratchpad is not built yet: the button says so instead of leading to a 404.
    await expect(page.getByTestId('forge-launch-enter')).toHaveText(FORGE_TEXTS.scratchpadComing);
    await expect(page.getByTestId('forge-launch-enter')).toBeDisabled();
    await expect(page.locator('a[href="/ide"]')).toHaveCount(0);
    await expect(page.getByTestId('forge-launch-note')).toHaveText(
      FORGE_TEXTS.scratchpadComingNote,
    );
    await snap(page, testInfo, 'forge-launch');
  });
});
