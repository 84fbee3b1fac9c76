import { changeOrigin, type PlatformWrites } from './jira-echo';

const PUSHED_AT = '2030-01-01T09:00:00.000Z';
const pushed = (overtaken = false): PlatformWrites => ({
  writers: ['acc-platform'],
  lastStatus: { status: 'In Progress', at: PUSHED_AT, overtaken },
});
const after = Date.parse(PUSHED_AT) + 1000;

describe('changeOrigin: the platform’s own writes by who and what, not by field', () => {
  it('takes a change made as the account the platform writes as for an echo, whatever it says', () => {
    expect(changeOrigin({ author: 'acc-platform', at: after, toStatus: 'Done' }, pushed())).toBe(
      'echo',
    );
  });

  it('takes a move to the status the platform pushed last for an echo, until a person moved it', () => {
    const change = { author: null, at: after, toStatus: 'in progress' };
    expect(changeOrigin(change, pushed())).toBe('echo');
    expect(changeOrigin(change, pushed(true))).toBe('person');
  });

  it('gives a person’s move to another status to the person, a move older than the push to none', () => {
    expect(changeOrigin({ author: 'acc-person', at: after, toStatus: 'Done' }, pushed())).toBe(
      'person',
    );
    const before = Date.parse(PUSHED_AT) - 1000;
    expect(changeOrigin({ author: 'acc-person', at: before, toStatus: 'Done' }, pushed())).toBe(
      'stale',
    );
    expect(
      changeOrigin(
        { author: 'acc-person', at: after, toStatus: 'Done' },
        { writers: [], lastStatus: null },
      ),
    ).toBe('person');
  });
});
