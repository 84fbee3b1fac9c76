import { NOTIFICATION_TEXTS } from '../spec/notifications-texts';
import { SendNotificationRequestSchema, isValidActionUrl } from './send-notification';

const issuesOf = (body: unknown) => {
  const result = SendNotificationRequestSchema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('admin notification send form', () => {
  it('needs a title and a message', () => {
    expect(issuesOf({ targetType: 'all', title: '  ', message: '' })).toEqual([
      ['title', NOTIFICATION_TEXTS.fillTitleAndMessage],
      ['message', NOTIFICATION_TEXTS.fillTitleAndMessage],
    ]);
  });

  it('needs an operator for a single target and a role for a role target', () => {
    expect(issuesOf({ targetType: 'single', operatorId: ' ', title: 'T', message: 'M' })).toEqual([
      ['operatorId', NOTIFICATION_TEXTS.selectOperator],
    ]);
    expect(issuesOf({ targetType: 'role', role: '', title: 'T', message: 'M' })).toEqual([
      ['role', NOTIFICATION_TEXTS.selectRole],
    ]);
    expect(issuesOf({ targetType: 'role', role: 'wizard', title: 'T', message: 'M' })).toEqual([
      ['role', NOTIFICATION_TEXTS.selectRole],
    ]);
  });

  it('needs a region, a task or a template for those targets', () => {
    expect(issuesOf({ targetType: 'region', title: 'T', message: 'M' })).toEqual([
      ['region', NOTIFICATION_TEXTS.selectRegion],
    ]);
    expect(issuesOf({ targetType: 'region', region: 'XX', title: 'T', message: 'M' })).toEqual([
      ['region', NOTIFICATION_TEXTS.selectRegion],
    ]);
    expect(issuesOf({ targetType: 'task', taskId: '', title: 'T', message: 'M' })).toEqual([
      ['taskId', NOTIFICATION_TEXTS.selectTask],
    ]);
    expect(issuesOf({ targetType: 'template' })).toEqual([
      ['title', NOTIFICATION_TEXTS.fillTitleAndMessage],
      ['message', NOTIFICATION_TEXTS.fillTitleAndMessage],
      ['template', NOTIFICATION_TEXTS.selectTemplate],
    ]);
  });

  it('refuses target types it cannot resolve', () => {
    expect(issuesOf({ targetType: 'galaxy', title: 'T', message: 'M' })).toEqual([
      ['targetType', NOTIFICATION_TEXTS.chooseTarget],
    ]);
  });

  it('fills the title, message and priority a template gives, unless the request sets them', () => {
    expect(
      SendNotificationRequestSchema.parse({
        targetType: 'template',
        template: 'system_maintenance',
      }),
    ).toMatchObject({
      title: 'System Maintenance',
      message: expect.stringContaining('scheduled maintenance'),
      priority: 'high',
    });
    expect(
      SendNotificationRequestSchema.parse({
        targetType: 'single',
        operatorId: 'op-1',
        template: 'validation_required',
        title: 'Three jobs wait',
        priority: 'low',
      }),
    ).toMatchObject({
      title: 'Three jobs wait',
      message: 'Submissions are waiting for a validator. Please review them.',
      priority: 'low',
    });
  });

  it('defaults priority to medium and type to system, and trims the texts', () => {
    expect(
      SendNotificationRequestSchema.parse({ targetType: 'all', title: ' Hi ', message: ' There ' }),
    ).toEqual({
      targetType: 'all',
      operatorId: null,
      role: null,
      region: null,
      taskId: null,
      template: null,
      title: 'Hi',
      message: 'There',
      priority: 'medium',
      type: 'system',
      action_url: null,
    });
  });

  it("offers the spec's four types only: the work loop's own types are not the admin's to send", () => {
    const typed = (type: string) =>
      SendNotificationRequestSchema.safeParse({ targetType: 'all', title: 'T', message: 'M', type })
        .success;
    expect(['system', 'task', 'validation', 'admin'].map(typed)).toEqual([true, true, true, true]);
    expect(['mission', 'message'].map(typed)).toEqual([false, false]);
  });

  it('limits the lengths', () => {
    expect(issuesOf({ targetType: 'all', title: 'x'.repeat(201), message: 'M' })).toEqual([
      ['title', NOTIFICATION_TEXTS.titleTooLong(200)],
    ]);
    expect(issuesOf({ targetType: 'all', title: 'T', message: 'x'.repeat(5001) })).toEqual([
      ['message', NOTIFICATION_TEXTS.messageTooLong(5000)],
    ]);
  });

  it('takes an in-app path or an http(s) link as the action URL', () => {
    expect(isValidActionUrl('/character-report')).toBe(true);
    expect(isValidActionUrl('https://example.com/x')).toBe(true);
    expect(isValidActionUrl('//evil.example')).toBe(false);
    expect(isValidActionUrl('javascript:alert(1)')).toBe(false);
    expect(isValidActionUrl('/with space')).toBe(false);
    expect(
      issuesOf({ targetType: 'all', title: 'T', message: 'M', action_url: 'ftp://x' }),
    ).toEqual([['action_url', NOTIFICATION_TEXTS.invalidActionUrl]]);
  });
});
