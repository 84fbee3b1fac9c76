import type { NotificationsResponse } from '@morphic/contracts';
import { registerAccount } from '../../../testing/accounts';
import { reactTo, reactorEvent } from '../../../testing/reactors';
import {
  DEMO_PASSWORDS,
  call,
  startTestApp,
  type TestApp,
  type SignedInAccount,
} from '../../../testing/test-app';
import { reportSkills } from '../../operators/onboarding/testing/onboarding-fixtures';
import { NotificationResolutionReactor } from './reactors/notification-resolution.reactor';

describe('an admin’s request for the character report', () => {
  let platform: TestApp;
  let admin: string;

  beforeAll(async () => {
    platform = await startTestApp();
    admin = await platform.login('admin', DEMO_PASSWORDS.admin);
  });
  afterAll(() => platform.close({ removeData: true }));

  const send = async (operator: SignedInAccount, actionUrl: string) => {
    const sent = await call(platform.url, 'POST', '/api/admin/notifications/send', {
      token: admin,
      body: {
        targetType: 'single',
        operatorId: operator.id,
        title: 'Complete your character report',
        message: 'We need your skills to plan your onboarding.',
        priority: 'high',
        action_url: actionUrl,
      },
    });
    expect(sent.status).toBe(200);
  };
  const notifications = async (operator: SignedInAccount) => {
    const listed = await call<NotificationsResponse>(
      platform.url,
      'GET',
      `/api/operators/${operator.id}/notifications`,
      { token: operator.token },
    );
    expect(listed.status).toBe(200);
    return listed.body.notifications;
  };

  it('is tied to the report by its link, and resolved once the report is submitted', async () => {
    const operator = await registerAccount(platform);
    await send(operator, '/character-report');
    await send(operator, '/profile');
    const [profileLink, asking] = await notifications(operator);
    expect(asking).toMatchObject({ task: 'character_report', resolved: false });
    expect(profileLink).toMatchObject({ task: null, resolved: false });

    await reportSkills(platform, operator, ['Python']);

    const after = await notifications(operator);
    expect(after.find((n) => n.id === asking?.id)).toMatchObject({ resolved: true });
    // A link elsewhere asks for nothing, so nothing resolves it.
    expect(after.find((n) => n.id === profileLink?.id)).toMatchObject({ resolved: false });
  });

  it('is resolved when an admin bypasses the operator’s onboarding, once however often', async () => {
    const operator = await registerAccount(platform);
    await send(operator, '/character-report');
    const [asking] = await notifications(operator);

    const bypassed = await call(
      platform.url,
      'POST',
      `/api/admin/operators/${operator.id}/bypass-onboarding`,
      { token: admin },
    );
    expect(bypassed.status).toBe(200);

    expect((await notifications(operator))[0]).toMatchObject({ id: asking?.id, resolved: true });
    const again = await reactTo(
      platform.app,
      platform.app.get(NotificationResolutionReactor),
      reactorEvent('OnboardingBypassed', { operator_id: operator.id }, `onboarding-${operator.id}`),
    );
    expect(again.position).toBeNull();
  });
});
