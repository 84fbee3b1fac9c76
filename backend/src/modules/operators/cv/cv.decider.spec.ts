import type { DomainEvent, EventData } from '@morphic/contracts/server';
import type { StoredCv } from '@morphic/contracts';
import { DomainRuleViolation, fold } from '../../../infrastructure/commands/decider';
import { cvDecider } from './cv.decider';

const pdf: StoredCv = {
  saved_name: 'a'.repeat(64),
  original_name: 'ada-cv.pdf',
  size: 1234,
  sha256: 'a'.repeat(64),
  kind: 'pdf',
};
const docx: StoredCv = {
  ...pdf,
  saved_name: 'b'.repeat(64),
  sha256: 'b'.repeat(64),
  kind: 'docx',
  original_name: 'cv.docx',
};

const registration = (cv?: StoredCv): EventData<'OperatorRegistered'> => ({
  operator_id: 'op-ada',
  username: 'ada',
  email: 'ada@example.com',
  full_name: null,
  password_hash: '$argon2id$hash',
  role: 'operator',
  age: null,
  education: null,
  university: null,
  cohort: null,
  email_verified: true,
  ...(cv ? { cv } : {}),
});
const registered = (cv?: StoredCv): DomainEvent => ({
  type: 'OperatorRegistered',
  data: registration(cv),
});
const uploaded = (cv: StoredCv, at = '2025-03-01T10:00:00.000Z'): DomainEvent => ({
  type: 'CvUploaded',
  data: { operator_id: 'op-ada', ...cv, uploaded_at: at },
});

const given = (...events: DomainEvent[]) => fold(cvDecider, events);
const when = (events: DomainEvent[], cv: StoredCv, at = '2025-03-01T10:00:00.000Z') =>
  cvDecider.decide({ operatorId: 'op-ada', cv, uploadedAt: at }, given(...events));

describe('CV decider', () => {
  it('records the first CV of an operator registered without one', () => {
    expect(when([registered()], pdf)).toEqual([uploaded(pdf)]);
  });

  it('replaces the CV sent with the registration, or uploaded before', () => {
    expect(when([registered(pdf)], docx)).toEqual([uploaded(docx)]);
    expect(when([registered(), uploaded(pdf)], docx, '2025-03-02T10:00:00.000Z')).toEqual([
      uploaded(docx, '2025-03-02T10:00:00.000Z'),
    ]);
  });

  it('records nothing for the same file under the same name, but a new name counts', () => {
    expect(when([registered(pdf)], pdf)).toEqual([]);
    expect(when([registered(), uploaded(pdf)], pdf)).toEqual([]);
    const renamed = { ...pdf, original_name: 'ada-cv-2025.pdf' };
    expect(when([registered(), uploaded(pdf)], renamed)).toEqual([uploaded(renamed)]);
  });

  it('refuses an account that was never registered', () => {
    expect(() => when([], pdf)).toThrow(new DomainRuleViolation('not_found', 'Operator not found'));
  });
});
