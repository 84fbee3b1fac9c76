import { z } from 'zod';
import { responseProblems } from './response-problems';

const Answer = z.object({
  success: z.literal(true),
  user: z.object({ id: z.string(), nickname: z.string().optional() }),
  tags: z.array(z.object({ name: z.string() })),
  position: z.string().nullable(),
});

const valid = { success: true, user: { id: 'u-1' }, tags: [{ name: 'a' }], position: '12/12' };

describe('responseProblems', () => {
  it('finds nothing when the answer is what the schema describes', () => {
    expect(responseProblems(Answer, valid)).toEqual([]);
  });

  it('reads the answer as the client gets it: dates as text, undefined fields left out', () => {
    const Dated = z.object({ at: z.string(), note: z.string().optional() });
    expect(responseProblems(Dated, { at: new Date(0), note: undefined })).toEqual([]);
  });

  it('names what the schema refuses, with its path', () => {
    expect(responseProblems(Answer, { ...valid, user: { id: 7 } })).toEqual([
      'user.id: Invalid input: expected string, received number',
    ]);
  });

  it('names fields the schema does not declare, nested ones and in arrays too', () => {
    expect(
      responseProblems(Answer, {
        ...valid,
        user: { id: 'u-1', secret: 'x' },
        tags: [{ name: 'a', hidden: true }],
        extra: 1,
      }),
    ).toEqual([
      'user.secret: not in the schema',
      'tags.0.hidden: not in the schema',
      'extra: not in the schema',
    ]);
  });

  it('refuses what JSON cannot carry', () => {
    expect(responseProblems(Answer, { ...valid, position: 12n })).toEqual([
      expect.stringMatching(/^not JSON: /),
    ]);
  });
});
