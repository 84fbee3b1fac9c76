import { MemoryReadStore } from '@morphic/stores';
import { roleFilter, searchFilter } from './account-filters';

describe('account filters', () => {
  const accounts = async () => {
    const store = new MemoryReadStore();
    const collection = store.collection('accounts');
    const docs = [
      {
        _id: 'a',
        username: 'ada',
        username_lower: 'ada',
        email: 'ada@x.io',
        full_name: 'Ada Lovelace',
        role: 'operator',
      },
      {
        _id: 'b',
        username: 'val',
        username_lower: 'val',
        email: 'v@x.io',
        full_name: null,
        role: 'operator, Validator',
      },
      {
        _id: 'c',
        username: 'boss',
        username_lower: 'boss',
        email: 'b@x.io',
        full_name: 'A.B. (Boss)',
        role: 'operator',
      },
      {
        _id: 'd',
        username: 'f',
        username_lower: 'f',
        email: 'f@x.io',
        full_name: 'Fay',
        role: 'founder,admin',
      },
      {
        _id: 'e',
        username: 'sub',
        username_lower: 'sub',
        email: 's@x.io',
        full_name: null,
        role: 'subvalidator',
      },
    ];
    for (const doc of docs) await collection.insertOne(doc);
    return collection;
  };
  const ids = async (filter: Record<string, unknown>) =>
    (await (await accounts()).find(filter)).map((doc) => doc._id).sort();

  it('matches whole roles in the comma-separated string, in any case', async () => {
    expect(await ids(roleFilter('validator', new Set()))).toEqual(['b']);
    expect(await ids(roleFilter('admin', new Set()))).toEqual(['d']);
  });

  it('counts founders named by FOUNDER_USERNAMES', async () => {
    expect(await ids(roleFilter('founder', new Set()))).toEqual(['d']);
    expect(await ids(roleFilter('founder', new Set(['boss'])))).toEqual(['c', 'd']);
  });

  it('searches username, email and name, taking the text literally', async () => {
    expect(await ids(searchFilter('ADA') ?? {})).toEqual(['a']);
    expect(await ids(searchFilter('x.io') ?? {})).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await ids(searchFilter('(boss)') ?? {})).toEqual(['c']);
    expect(await ids(searchFilter('a.b') ?? {})).toEqual(['c']);
    expect(searchFilter('   ')).toBeNull();
  });
});
