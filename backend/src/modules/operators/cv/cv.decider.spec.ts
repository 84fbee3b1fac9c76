import type { DomainEvent } from '@morphic/contracts/server';
import type { StoredCv } from '@morphic/contracts';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { operatorRegistered } from '../../../testing/events/operator-events';
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

const registered = (cv?: StoredCv) => operatorRegistered(cv ? { cv } : {});
const uploaded = (cv: StoredCv, at = '2025-03-01T10:00:00.000Z'): DomainEvent => ({
  type: 'CvUploaded',
  data: { operator_id: 'op-ada', ...cv, uploaded_at: at },
});

const spec = DeciderSpecification.for(cvDecider);
const when = (events: DomainEvent[], cv: StoredCv, at = '2025-03-01T10:00:00.000Z') =>
  spec.given(events).when({ operatorId: 'op-ada', cv, uploadedAt: at });

describe('CV decider', () => {
  it('records the first CV of an operator registered without one', () => {
    when([registered()], pdf).then([uploaded(pdf)]);
  });

  it('replaces the CV sent with the registration, or uploaded before', () => {
    when([registered(pdf)], docx).then([uploaded(docx)]);
    when([registered(), uploaded(pdf)], docx, '2025-03-02T10:00:00.000Z').then([
      uploaded(docx, '2025-03-02T10:00:00.000Z'),
    ]);
  });

  it('records nothing for the same file under the same name, but a new name counts', () => {
    when([registered(pdf)], pdf).then([]);
    when([registered(), uploaded(pdf)], pdf).then([]);
    const renamed = { ...pdf, original_name: 'ada-cv-2025.pdf' };
    when([registered(), uploaded(pdf)], renamed).then([uploaded(renamed)]);
  });

  it('refuses an account that was never registered', () => {
    when([], pdf).thenRefuses('not_found', 'Operator not found');
  });
});
