import { OPERATORS_CONSOLE_TEXTS, SIGN_UP_TEXTS } from '@morphic/contracts';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { OperatorsConsole } from '../pages/operators-console';
import { snap } from '../support/screenshots';
import { signInContext } from '../support/session';
import { scrollToCard } from '../support/row-cards';

const T = OPERATORS_CONSOLE_TEXTS;
const PASSWORD = 'Str0ng#Console-Pass';
const tag = () => randomUUID().replace(/-/g, '').slice(0, 8);

/** A founder's console at 1280 px, open at one of the three account tabs. */
async function openAsFounder(
  { page, context, request }: { page: Page; context: BrowserContext; request: APIRequestContext },
  tab: 'operators' | 'admins' | 'validators',
): Promise<OperatorsConsole> {
  await signInContext(context, request, 'founder');
  const console = new OperatorsConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await console.open(tab);
  return console;
}

test.describe('the System console’s Operators, Admins and Validators tabs', () => {
  test('a founder creates, edits, suspends, sets the role of, flags and imports operators', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const console = await openAsFounder({ page, context, request }, 'operators');

    // Create an operator.
    const handle = `e2eop${tag()}`;
    await console.byTestId('operator-create-toggle').click();
    await console.create('operator-create', {
      handle,
      email: `${handle}@console.example`,
      fullName: 'Grace Hopper',
      password: PASSWORD,
    });
    await console.search(handle);
    await expect(console.row(handle)).toContainText('Grace Hopper');

    // Edit it: a bad integer is refused with its message, then a good edit is saved.
    await console.byTestId(`edit-operator-${handle}`).click();
    await console.byTestId('operator-edit-level').fill('two');
    await console.byTestId('operator-edit-save').click();
    await expect(page.getByText(T.integerField('level'))).toBeVisible();
    await console.byTestId('operator-edit-level').fill('3');
    await console.byTestId('operator-edit-full_name').fill('Grace B. Hopper');
    await console.byTestId('operator-edit-cohort').fill('Genesis-E2E');
    await snap(page, testInfo, 'operators-edit-1280');
    await console.byTestId('operator-edit-save').click();
    await expect(console.byTestId('operator-edit-form')).toHaveCount(0);
    await expect(console.row(handle)).toContainText('Grace B. Hopper');
    await expect(console.row(handle)).toContainText('Genesis-E2E');

    // Suspend it: the switch turns at once, and the list (reloaded) shows it suspended.
    const status = console.byTestId(`operator-status-${handle}`);
    await status.click();
    await expect(status).toHaveAttribute('data-status', 'suspended');
    await page.reload();
    await console.search(handle);
    await expect(console.byTestId(`operator-status-${handle}`)).toHaveAttribute(
      'data-status',
      'suspended',
    );

    // Set role from the row's menu: the role checkboxes.
    await console.rowAction(handle, 'role');
    await console.byTestId('operator-role-validator').check();
    await snap(page, testInfo, 'operators-role-1280');
    await console.byTestId('operator-role-save').click();
    await expect(console.row(handle)).toContainText('validator');

    // Bulk flags: nothing selected is refused with the spec's text; then it applies.
    await console.search('');
    await console.byTestId('operators-bulk-apply').click();
    await expect(console.byTestId('operators-bulk-error')).toHaveText(T.selectAtLeastOne);
    await console.search(handle);
    await console.byTestId(`operator-select-${handle}`).check();
    await expect(console.byTestId('operators-selected')).toHaveText(T.tab.selected(1));
    await console.byTestId('operators-bulk-flag').click();
    await page.getByRole('option', { name: T.tab.flagOn(T.tab.flagLabels.is_vetted) }).click();
    await console.byTestId('operators-bulk-apply').click();
    await expect(console.byTestId('operators-selected')).toHaveText(T.tab.selected(0));
    await console.rowAction(handle, 'flags');
    await expect(console.byTestId('operator-flag-is_vetted')).toBeChecked();
    await page.keyboard.press('Escape');

    // Import JSON with one bad row: the report says what was created and why the other was not.
    const imported = `e2eim${tag()}`;
    await console.byTestId('operators-import').click();
    await console.byTestId('import-json').fill(
      JSON.stringify([
        { handle: imported, email: `${imported}@console.example`, password: PASSWORD },
        { handle: 'x', email: 'bad@console.example', password: PASSWORD },
      ]),
    );
    await console.byTestId('import-submit').click();
    await expect(console.byTestId('import-summary')).toHaveText(T.imported(1, 1));
    await expect(console.byTestId('import-row-1')).toHaveAttribute('data-outcome', 'created');
    await expect(console.byTestId('import-row-2')).toContainText(SIGN_UP_TEXTS.usernameFormat);
    await snap(page, testInfo, 'operators-import-report-1280');
    await page.keyboard.press('Escape');
    await console.search(imported);
    await expect(console.row(imported)).toBeVisible();
    await snap(page, testInfo, 'operators-tab-1280');

    await page.setViewportSize({ width: 390, height: 844 });
    await console.search(handle);
    await scrollToCard(console.row(handle));
    await snap(page, testInfo, 'operators-tab-390');
  });

  test('a founder creates a founder, suspends and activates it, and cannot suspend themself', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const console = await openAsFounder({ page, context, request }, 'admins');

    // Create Founder, then suspend and activate.
    const founder = `e2efo${tag()}`;
    await console.byTestId('admins-tab-create-toggle').click();
    await console.create('admins-tab-create', {
      handle: founder,
      email: `${founder}@console.example`,
      fullName: 'Ada Founder',
      password: PASSWORD,
    });
    await expect(console.staffRow(founder)).toContainText('founder');
    await console.byTestId(`suspend-${founder}`).click();
    await expect(console.byTestId(`activate-${founder}`)).toBeVisible();
    await expect(console.staffRow(founder)).toContainText(/suspended/i);
    await snap(page, testInfo, 'admins-tab-1280');
    await console.byTestId(`activate-${founder}`).click();
    await expect(console.byTestId(`suspend-${founder}`)).toBeVisible();

    // Suspending oneself is refused: the optimistic Activate goes back to Suspend, with the reason.
    await console.byTestId('suspend-founder').click();
    await expect(page.getByText(T.cannotSuspendSelf)).toBeVisible();
    await expect(console.byTestId('suspend-founder')).toBeVisible();
    await expect(console.staffRow('founder')).toContainText(/active/i);
  });

  test('a founder creates validators, listed with level and streak, and deletes one once confirmed', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const console = await openAsFounder({ page, context, request }, 'validators');

    // Create Validator, listed with level and streak.
    const validator = `e2eva${tag()}`;
    await console.byTestId('validators-tab-create-toggle').click();
    await console.create('validators-tab-create', {
      handle: validator,
      email: `${validator}@console.example`,
      fullName: 'Vera Validator',
      password: PASSWORD,
    });
    await expect(console.staffRow(validator)).toContainText('Level 1');
    await expect(console.staffRow(validator)).toContainText('Streak 0');
    await snap(page, testInfo, 'validators-tab-1280');
    // Delete, once confirmed: the validator leaves the list (a founder must lose the role first).
    const doomed = `e2edv${tag()}`;
    await console.byTestId('validators-tab-create-toggle').click();
    await console.create('validators-tab-create', {
      handle: doomed,
      email: `${doomed}@console.example`,
      fullName: 'Dora Deleted',
      password: PASSWORD,
    });
    await expect(console.staffRow(doomed)).toBeVisible();
    await console.byTestId(`delete-operator-${doomed}`).click();
    await console.byTestId('confirm-delete-operator').click();
    await expect(console.staffRow(doomed)).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await scrollToCard(console.staffRow(validator));
    await snap(page, testInfo, 'validators-tab-390');
  });
});
