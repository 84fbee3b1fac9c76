import { expect, type Locator, type Page } from '@playwright/test';

type SkillCategory =
  'programming_languages' | 'frameworks' | 'tools' | 'databases' | 'cloud_platforms';

/** The character report wizard at `/character-report`. */
export class CharacterReportPage {
  readonly wizard: Locator;
  readonly next: Locator;
  readonly back: Locator;
  readonly submit: Locator;
  readonly success: Locator;
  readonly error: Locator;
  readonly skillsError: Locator;
  readonly years: Locator;
  readonly level: Locator;
  readonly interests: Locator;

  constructor(readonly page: Page) {
    this.wizard = page.getByTestId('cr-wizard');
    this.next = page.getByTestId('cr-next');
    this.back = page.getByTestId('cr-back');
    this.submit = page.getByTestId('cr-submit');
    this.success = page.getByTestId('cr-success');
    this.error = page.getByTestId('cr-error');
    this.skillsError = page.getByTestId('cr-skills-error');
    this.years = page.getByTestId('cr-years-select');
    this.level = page.getByTestId('cr-level');
    this.interests = page.getByTestId('cr-interests-input');
  }

  async goto(): Promise<void> {
    await this.page.goto('/character-report');
    await expect(this.wizard).toBeVisible();
  }

  skillInput(category: SkillCategory, index: number): Locator {
    return this.page.getByTestId(`cr-skill-input-${category}-${index}`);
  }

  /** Types the start of a name into a skill row and picks the catalogue's suggestion. */
  async pickSkill(category: SkillCategory, index: number, typed: string, name: string) {
    await this.skillInput(category, index).fill(typed);
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(this.skillInput(category, index)).toHaveValue(name);
  }

  async chooseYears(label: string): Promise<void> {
    await this.years.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async addInterest(text: string): Promise<void> {
    await this.interests.fill(text);
    await this.interests.press('Enter');
    await this.interests.press('Escape');
  }

  /** Moves on to a step and waits until its panel shows. */
  async nextTo(step: number): Promise<void> {
    await this.next.click();
    await expect(this.page.getByTestId(`cr-panel-${step}`)).toBeVisible();
  }
}
