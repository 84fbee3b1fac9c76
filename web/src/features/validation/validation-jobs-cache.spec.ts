import type { ValidationJob, ValidationJobsResponse } from '@morphic/contracts';
import { job } from './job-fixture';
import { withMyJob, withOpenJob, withoutJob } from './validation-jobs-cache';

const list = (...jobs: ValidationJob[]): ValidationJobsResponse => ({ success: true, jobs });
const entries = (response: ValidationJobsResponse) =>
  response.jobs.map((item) => item.validation_entry_id);

describe('open jobs cache', () => {
  it('adds a new job in submission order', () => {
    expect(entries(withOpenJob(list(job('1'), job('3')), job('2'), 'val', 20))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('replaces a known job with its new state', () => {
    const changed = job('1', { submission_notes: 'More files.' });
    const result = withOpenJob(list(job('1'), job('2')), changed, 'val', 20);
    expect(result.jobs).toEqual([changed, job('2')]);
  });

  it('never shows the viewer their own work, nor a job that is not open', () => {
    const start = list(job('1'));
    expect(withOpenJob(start, job('2'), 'op-ada', 20)).toBe(start);
    expect(withOpenJob(start, job('2', { status: 'claimed' }), 'val', 20)).toBe(start);
  });

  it('keeps a full list as the server would send it', () => {
    const full = list(job('1'), job('2'));
    expect(withOpenJob(full, job('3'), 'val', 2)).toBe(full);
    expect(entries(withOpenJob(list(job('2'), job('3')), job('1'), 'val', 2))).toEqual(['1', '2']);
  });

  it('drops a closed job, and leaves the list alone for an unknown one', () => {
    const start = list(job('1'), job('2'));
    expect(entries(withoutJob(start, '1'))).toEqual(['2']);
    expect(withoutJob(start, '9')).toBe(start);
  });
});

describe('my jobs cache', () => {
  it('puts the latest claim first and replaces a job with its new state', () => {
    const older = job('1', { status: 'claimed', claimed_at: '2025-03-01T10:00:00.000Z' });
    const newer = job('2', { status: 'claimed', claimed_at: '2025-03-01T11:00:00.000Z' });
    expect(entries(withMyJob(list(older), newer))).toEqual(['2', '1']);
    const decided = { ...older, status: 'completed' as const, decision: 'pass' as const };
    expect(withMyJob(list(newer, older), decided).jobs).toEqual([newer, decided]);
  });
});
