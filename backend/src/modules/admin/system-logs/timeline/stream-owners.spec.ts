import { STREAMS, type DomainEvent } from '@morphic/contracts/server';
import { ownerAccountStreams } from './stream-owners';

const reserved = (accountId: string): DomainEvent => ({
  type: 'IdentifierReserved',
  data: { kind: 'email', value: 'ada@example.com', account_id: accountId },
});

describe('the accounts whose personal data a stream holds', () => {
  it('is the operator a stream is named after', () => {
    expect(ownerAccountStreams(STREAMS.operator('op-1'), 'operator', [])).toEqual([
      STREAMS.operator('op-1'),
    ]);
    expect(ownerAccountStreams(STREAMS.onboarding('op-1'), 'onboarding', [])).toEqual([
      STREAMS.operator('op-1'),
    ]);
  });

  it('is every holder of a username or email, of the stream’s account type', () => {
    const stream = STREAMS.identifier('email', 'operator', 'ada@example.com');
    expect(ownerAccountStreams(stream, 'email', [reserved('op-1'), reserved('op-2')])).toEqual([
      STREAMS.operator('op-1'),
      STREAMS.operator('op-2'),
    ]);
    const repStream = STREAMS.identifier('email', 'company_rep', 'nora@example.com');
    expect(ownerAccountStreams(repStream, 'email', [reserved('rep-1')])).toEqual([
      STREAMS.companyRep('rep-1'),
    ]);
  });

  it('is the operator of an internal thread', () => {
    const opened: DomainEvent = {
      type: 'InternalThreadOpened',
      data: { thread_id: 'th-1', operator_id: 'op-1', operator_name: 'Ada', subject: null },
    };
    expect(ownerAccountStreams(STREAMS.thread('th-1'), 'thread', [opened])).toEqual([
      STREAMS.operator('op-1'),
    ]);
  });

  it('is no one for a stream of no account', () => {
    expect(ownerAccountStreams(STREAMS.mission('m-1'), 'mission', [])).toEqual([]);
  });
});
