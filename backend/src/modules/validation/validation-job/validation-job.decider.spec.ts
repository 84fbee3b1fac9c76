import { VALIDATION_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../infrastructure/commands/decider';
import { validationJobDecider, type ValidationJobCommand } from './validation-job.decider';

const ID = 'as-1';
const ADA = 'op-ada';
const VAL = 'op-val';
const OTHER = 'op-other';

const taken = (overrides: Partial<EventData<'TaskTaken'>> = {}): DomainEvent => ({
  type: 'TaskTaken',
  data: {
    assignment_id: ID,
    operator_id: ADA,
    source: 'mission',
    mission_id: 'ms-1',
    onboarding_task_id: null,
    skill: null,
    title: 'Fix the gearbox firmware',
    description: 'Make the stepper stop overshooting.',
    reward_amount: 120,
    reward_asset: 'USD',
    domain_tags: ['embedded'],
    validator_kind: 'peer',
    deadline_at: null,
    message: null,
    ...overrides,
  },
});
const uploaded: DomainEvent = {
  type: 'FileUploaded',
  data: {
    assignment_id: ID,
    file: {
      saved_name: 'a'.repeat(64),
      original_name: 'a.txt',
      size: 1,
      sha256: 'a'.repeat(64),
      content_type: 'text/plain',
    },
  },
};
const submitted = (entry = 'en-1'): DomainEvent[] => [
  {
    type: 'Submitted',
    data: { assignment_id: ID, entry_id: entry, notes: '', saved_names: ['a'.repeat(64)] },
  },
  {
    type: 'ValidationQueued',
    data: { assignment_id: ID, entry_id: entry, validator_kind: 'peer' },
  },
];
const claimedBy = (validator: string, entry = 'en-1'): DomainEvent => ({
  type: 'ValidationClaimed',
  data: { assignment_id: ID, entry_id: entry, validator_id: validator },
});
const decidedEvent = (
  decision: 'pass' | 'fail' | 'needs_review',
  validationStatus: 'approved' | 'rejected' | 'needs_review',
  entry = 'en-1',
): DomainEvent => ({
  type: 'Decided',
  data: {
    assignment_id: ID,
    entry_id: entry,
    decision,
    validation_status: validationStatus,
    score: 0.9,
    report: 'Clean and tested.',
    validator_id: VAL,
    validator_type: 'peer',
  },
});

const open = [taken(), uploaded, ...submitted()];
const inReview = [...open, claimedBy(VAL)];

const claim = (validatorId = VAL, entryId = 'en-1'): ValidationJobCommand => ({
  kind: 'Claim',
  entryId,
  validatorId,
});
const decide = (
  overrides: Partial<Extract<ValidationJobCommand, { kind: 'Decide' }>> = {},
): ValidationJobCommand => ({
  kind: 'Decide',
  entryId: 'en-1',
  validatorId: VAL,
  decision: 'pass',
  score: 0.9,
  report: 'Clean and tested.',
  ...overrides,
});

const when = (past: DomainEvent[], command: ValidationJobCommand) =>
  validationJobDecider.decide(command, fold(validationJobDecider, past));
const refusal = (kind: DomainRuleViolation['kind'], message: string) =>
  new DomainRuleViolation(kind, message);

describe('validation job decider: claim', () => {
  it('lets a validator claim an open peer job', () => {
    expect(when(open, claim())).toEqual([claimedBy(VAL)]);
  });

  it('gives a claimed job to nobody else: 409 already claimed', () => {
    expect(() => when(inReview, claim(OTHER))).toThrow(
      refusal('conflict', VALIDATION_TEXTS.alreadyClaimed),
    );
    expect(() => when([...inReview, decidedEvent('pass', 'approved')], claim(OTHER))).toThrow(
      refusal('conflict', VALIDATION_TEXTS.alreadyClaimed),
    );
  });

  it('is idempotent for the validator who holds the claim', () => {
    expect(when(inReview, claim())).toEqual([]);
  });

  it('refuses an operator their own work: 403', () => {
    expect(() => when(open, claim(ADA))).toThrow(refusal('forbidden', VALIDATION_TEXTS.ownWork));
  });

  it('refuses an automated job', () => {
    const automated = [taken({ validator_kind: 'automated' }), uploaded, ...submitted()];
    expect(() => when(automated, claim())).toThrow(
      refusal('conflict', VALIDATION_TEXTS.automatedJob),
    );
  });

  it('refuses a job whose submission was withdrawn or replaced, and an unknown assignment', () => {
    const withdrawn: DomainEvent = {
      type: 'Unsubmitted',
      data: { assignment_id: ID, entry_id: 'en-1' },
    };
    expect(() => when([...open, withdrawn], claim())).toThrow(
      refusal('conflict', VALIDATION_TEXTS.noLongerOpen),
    );
    expect(() => when([...open, withdrawn, ...submitted('en-2')], claim())).toThrow(
      refusal('conflict', VALIDATION_TEXTS.noLongerOpen),
    );
    expect(() => when([], claim())).toThrow(refusal('not_found', VALIDATION_TEXTS.jobNotFound));
  });
});

describe('validation job decider: decide', () => {
  it('records the claimer’s decision with its validation status, as a peer', () => {
    expect(when(inReview, decide())).toEqual([decidedEvent('pass', 'approved')]);
    expect(when(inReview, decide({ decision: 'fail' }))).toEqual([
      decidedEvent('fail', 'rejected'),
    ]);
    expect(when(inReview, decide({ decision: 'needs_review' }))).toEqual([
      decidedEvent('needs_review', 'needs_review'),
    ]);
  });

  it('keeps the score and report given', () => {
    const [event] = when(inReview, decide({ score: 0, report: 'Nothing runs.' }));
    expect(event?.data).toMatchObject({ score: 0, report: 'Nothing runs.' });
  });

  it('lets only the claimer decide: 403 for another validator', () => {
    expect(() => when(inReview, decide({ validatorId: OTHER }))).toThrow(
      refusal('forbidden', VALIDATION_TEXTS.notYourClaim),
    );
  });

  it('asks for a claim first', () => {
    expect(() => when(open, decide())).toThrow(refusal('conflict', VALIDATION_TEXTS.claimFirst));
  });

  it('changes nothing when the same decision is sent again, and refuses a different one', () => {
    const passed = [...inReview, decidedEvent('pass', 'approved')];
    expect(when(passed, decide())).toEqual([]);
    expect(() => when(passed, decide({ decision: 'fail' }))).toThrow(
      refusal('conflict', VALIDATION_TEXTS.alreadyCompleted),
    );
    const reviewing = [...inReview, decidedEvent('needs_review', 'needs_review')];
    expect(when(reviewing, decide({ decision: 'needs_review' }))).toEqual([]);
  });

  it('refuses to decide one’s own work', () => {
    expect(() => when(inReview, decide({ validatorId: ADA }))).toThrow(
      refusal('forbidden', VALIDATION_TEXTS.ownWork),
    );
  });

  it('refuses a job withdrawn while in review', () => {
    const withdrawn: DomainEvent = {
      type: 'Unsubmitted',
      data: { assignment_id: ID, entry_id: 'en-1' },
    };
    expect(() => when([...inReview, withdrawn], decide())).toThrow(
      refusal('conflict', VALIDATION_TEXTS.noLongerOpen),
    );
  });
});
