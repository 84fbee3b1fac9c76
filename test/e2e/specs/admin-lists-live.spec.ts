import { MISSIONS_CONSOLE_TEXTS } from '@morphic/contracts';
import { type BrowserContext, expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { markDocument, readDocumentMarker, waitForRealtimeOnline } from '../support/realtime';
import { snap } from '../support/screenshots';
import { loginViaApi, signInContext, signUpViaApi } from '../support/session';

const TEXTS = MISSIONS_CONSOLE_TEXTS;

/** Contexts the test opened itself; closed after it, whatever the outcome. */
const openedContexts: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(openedContexts.splice(0).map((context) => context.close()));
});

test.describe('the console’s lists are live across admins', () => {
  test('a second admin’s mission and operator changes appear in the founder’s open console without a reload', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    openedContexts.push(context);
    await signInContext(context, context.request, 'founder');
    const page = await context.newPage();
    // The second admin acts through the API with their own session.
    const admin = await loginViaApi(context.request, 'admin');
    const asAdmin = { headers: { authorization: `Bearer ${admin.token}` } };

    // 1. Missions tab: a mission the admin posts, then moves, shows up and follows.
    const tag = randomUUID().slice(0, 8);
    const title = `Live mission ${tag}`;
    await page.goto('/system/tasks');
    await expect(page.getByTestId('tasks-tab')).toBeVisible();
    await waitForRealtimeOnline(page);
    await page.getByTestId('missions-search').fill(tag);
    await expect(page.getByTestId('missions-empty')).toBeVisible();
    const navigations = await markDocument(page, 'before-the-changes');

    const created = await context.request.post('/api/admin/missions', {
      ...asAdmin,
      data: { title, description: 'Posted by the second admin.' },
    });
    expect(created.status(), 'admin creates a mission').toBe(201);
    const { mission } = (await created.json()) as { mission: { id: string } };
    const row = page.getByTestId(`mission-row-${mission.id}`);
    await expect(row).toContainText(title);
    const status = page.getByTestId(`mission-status-${mission.id}`);
    await expect(status).toHaveValue(TEXTS.statusLabels.open);

    const moved = await context.request.post(`/api/admin/missions/${mission.id}/status`, {
      ...asAdmin,
      data: { status: 'validated' },
    });
    expect(moved.status(), 'admin sets the status').toBe(200);
    await expect(status).toHaveValue(TEXTS.statusLabels.validated);
    await snap(page, testInfo, 'missions-live-across-admins');

    // The change arrived in place: same document, no navigation.
    expect(await readDocumentMarker(page)).toBe('before-the-changes');
    expect(navigations()).toBe(0);

    // 2. Operators tab: the admin's suspension of an operator shows in the founder's list.
    await page.getByTestId('system-tab-operators').click();
    const operator = await signUpViaApi(context.request);
    const me = await context.request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${operator.token}` },
    });
    const { user } = (await me.json()) as { user: { username: string } };
    await expect(page.getByTestId('operators-tab')).toBeVisible();
    await page.getByTestId('operators-search').fill(user.username);
    const operatorStatus = page.getByTestId(`operator-status-${user.username}`);
    await expect(operatorStatus).toHaveAttribute('data-status', 'active');
    const operatorNavigations = await markDocument(page, 'before-the-suspension');

    const suspended = await context.request.put(`/api/admin/operators/${operator.userId}/status`, {
      ...asAdmin,
      data: { status: 'suspended' },
    });
    expect(suspended.status(), 'admin suspends the operator').toBe(200);
    await expect(operatorStatus).toHaveAttribute('data-status', 'suspended');

    expect(await readDocumentMarker(page)).toBe('before-the-suspension');
    expect(operatorNavigations()).toBe(0);
  });
});
