import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { cvPdf } from '../support/fixtures';
import { CharacterReportPage } from '../pages/character-report-page';
import { ProfilePage } from '../pages/profile-page';
import { snap } from '../support/screenshots';
import { seedSessionToken, signInContext, signUpViaApi } from '../support/session';

test.describe('account screens', () => {
  test('an operator fills the character report minimally, lands on the profile and sees it completed', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await seedSessionToken(context, (await signUpViaApi(request)).token);
    const report = new CharacterReportPage(page);
    await report.goto();

    // Step 1 needs a skill from the catalogue.
    await report.next.click();
    await expect(report.skillsError).toHaveText('Add at least one skill');
    await report.skillInput('programming_languages', 0).fill('Pascall');
    await report.next.click();
    await expect(page.getByText('Invalid programming language')).toBeVisible();
    await report.pickSkill('programming_languages', 0, 'pyth', 'Python');
    await report.nextTo(1);

    // Step 2 needs the years; the level follows from them.
    await report.next.click();
    await expect(page.getByText('Select your years of experience').first()).toBeVisible();
    await report.chooseYears('5-10 years');
    await expect(report.level).toHaveText('Advanced');
    await report.nextTo(2);
    await report.nextTo(3);
    await report.nextTo(4);
    await report.addInterest('Machine Learning');
    await expect(page.getByTestId('cr-interest-domains')).toContainText('Machine Learning');
    await report.submit.click();

    await expect(report.success).toContainText('Character report submitted');
    await snap(page, testInfo, 'character-report-submitted');
    await expect(page).toHaveURL(/\/profile$/);
    const profile = new ProfilePage(page);
    await expect(profile.characterReportStatus).toHaveText('Completed');

    // Back in the wizard, the answers on file are loaded for an update.
    await report.goto();
    await expect(page.getByTestId('cr-updating')).toBeVisible();
    await expect(report.skillInput('programming_languages', 0)).toHaveValue('Python');
  });

  test('an operator edits the profile and uploads a CV that downloads unchanged', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signInContext(context, request, 'ada');
    const profile = new ProfilePage(page);
    await profile.goto();
    await profile.waitForProfile();

    await profile.edit.click();
    await profile.ageInput.fill('12');
    await profile.save.click();
    await expect(page.getByText('Age must be between 13 and 120')).toBeVisible();
    await profile.ageInput.fill('36');
    await profile.bioInput.fill('Notes on the Analytical Engine.');
    await profile.save.click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(profile.viewBio).toHaveText('Notes on the Analytical Engine.');
    await expect(profile.viewAge).toHaveText('36');

    await profile.cvFileInput.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('plain text pretending to be a PDF'),
    });
    await expect(profile.cvError).toContainText('CV must be a PDF or DOCX file');

    const pdf = cvPdf();
    await profile.cvFileInput.setInputFiles({
      name: 'Ada Lovelace CV.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(page.getByText('CV uploaded successfully')).toBeVisible();
    await expect(profile.cvName).toHaveText('Ada Lovelace CV.pdf');
    await snap(page, testInfo, 'profile-with-cv');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      profile.cvDownload.click(),
    ]);
    expect(download.suggestedFilename()).toBe('Ada Lovelace CV.pdf');
    expect(await readFile(await download.path())).toEqual(pdf);
  });

  test('settings keep the tab in the URL and the values in the browser; deletion explains itself', async ({
    page,
    context,
    request,
  }) => {
    await signInContext(context, request, 'alan');
    await page.goto('/settings?tab=privacy');
    await expect(page.getByTestId('settings-privacy')).toBeVisible();
    const showEmail = page.getByTestId('setting-show-email');
    await expect(showEmail).not.toBeChecked();
    // Mantine draws the track over the switch's input: the click lands on the track, as a user's.
    await showEmail.setChecked(true, { force: true });
    await expect(page.getByTestId('settings-unsaved')).toBeVisible();
    await page.getByTestId('settings-save').click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('setting-show-email')).toBeChecked();

    await page.getByTestId('settings-tab-account').click();
    await expect(page).toHaveURL(/tab=account/);
    await page.getByTestId('delete-account').click();
    await page.getByTestId('delete-account-confirm').click();
    await expect(page.getByTestId('delete-account-unavailable')).toContainText(
      'Your account has not been deleted',
    );
  });

  test('signed out, the account screens answer Access Denied', async ({ page }) => {
    for (const path of ['/profile', '/settings']) {
      await page.goto(path);
      await expect(page.getByTestId('access-denied')).toContainText('Access Denied');
    }
  });
});
