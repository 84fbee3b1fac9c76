import { VALIDATION_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { taskTaken } from '../../../testing/events/mission-events';
import { validationJobDecider, type ValidationJobCommand } from './validation-job.decider';

const ID = 'as-1';
const ADA = 'op-ada';
const VAL = 'op-val';
const OTHER = 'op-other';

const taken = (overrides: Partial<EventData<'TaskTaken'>> = {}) =>
  taskTaken({ domain_tags: ['embedded'], ...overrides });
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

const spec = DeciderSpecification.for(validationJobDecider);
const when = (past: DomainEvent[], command: ValidationJobCommand) => spec.given(past).when(command);

describe('validation job decider: claim', () => {
  it('lets a validator claim an open peer job', () => {
    when(open, claim()).then([claimedBy(VAL)]);
  });

  it('gives a claimed job to nobody else: 409 already claimed', () => {
    when(inReview, claim(OTHER)).thenRefuses('conflict', VALIDATION_TEXTS.alreadyClaimed);
    when([...inReview, decidedEvent('pass', 'approved')], claim(OTHER)).thenRefuses(
      'conflict',
      VALIDATION_TEXTS.alreadyClaimed,
    );
  });

  it('is idempotent for the validator who holds the claim', () => {
    when(inReview, claim()).then([]);
  });

  it('refuses an operator their own work: 403', () => {
    when(open, claim(ADA)).thenRefuses('forbidden', VALIDATION_TEXTS.ownWork);
  });

  it('refuses an automated job', () => {
    const automated = [taken({ validator_kind: 'automated' }), uploaded, ...submitted()];
    when(automated, claim()).thenRefuses('conflict', VALIDATION_TEXTS.automatedJob);
  });

  it('refuses a job whose submission was withdrawn or replaced, and an unknown assignment', () => {
    const withdrawn: DomainEvent = {
      type: 'Unsubmitted',
      data: { assignment_id: ID, entry_id: 'en-1' },
    };
    when([...open, withdrawn], claim()).thenRefuses('conflict', VALIDATION_TEXTS.noLongerOpen);
    when([...open, withdrawn, ...submitted('en-2')], claim()).thenRefuses(
      'conflict',
      VALIDATION_TEXTS.noLongerOpen,
    );
    when([], claim()).thenRefuses('not_found', VALIDATION_TEXTS.jobNotFound);
  });
});

describe('validation job decider: decide', () => {
  it('records the claimer’s decision with its validation status, as a peer', () => {
    when(inReview, decide()).then([decidedEvent('pass', 'approved')]);
    when(inReview, decide({ decision: 'fail' })).then([decidedEvent('fail', 'rejected')]);
    when(inReview, decide({ decision: 'needs_review' })).then([
      decidedEvent('needs_review', 'needs_review'),
    ]);
  });

  it('keeps the score and report given', () => {
    const [event] = when(inReview, decide({ score: 0, report: 'Nothing runs.' })).events();
    expect(event?.data).toMatchObject({ score: 0, report: 'Nothing runs.' });
  });

  it('lets only the claimer decide: 403 for another validator', () => {
    when(inReview, decide({ validatorId: OTHER })).thenRefuses(
      'forbidden',
      VALIDATION_TEXTS.notYourClaim,
    );
  });

  it('asks for a claim first', () => {
    when(open, decide()).thenRefuses('conflict', VALIDATION_TEXTS.claimFirst);
  });

  it('changes nothing when the same decision is sent again, and refuses a different one', () => {
    const passed = [...inReview, decidedEvent('pass', 'approved')];
    when(passed, decide()).then([]);
    when(passed, decide({ decision: 'fail' })).thenRefuses(
      'conflict',
      VALIDATION_TEXTS.alreadyCompleted,
    );
    const reviewing = [...inReview, decidedEvent('needs_review', 'needs_review')];
    when(reviewing, decide({ decision: 'needs_review' })).then([]);
  });

  it('refuses to decide one’s own work', () => {
    when(inReview, decide({ validatorId: ADA })).thenRefuses('forbidden', VALIDATION_TEXTS.ownWork);
  });

  it('refuses a job withdrawn while in review', () => {
    const withdrawn: DomainEvent = {
      type: 'Unsubmitted',
      data: { assignment_id: ID, entry_id: 'en-1' },
    };
    when([...inReview, withdrawn], decide()).thenRefuses('conflict', VALIDATION_TEXTS.noLongerOpen);
  });
});
