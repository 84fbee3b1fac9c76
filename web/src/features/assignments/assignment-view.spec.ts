import { testAssignment } from './assignment-fixture';
import { submissionActions } from './assignment-view';

describe('submissionActions', () => {
  it("offers nothing on someone else's assignment: an admin or a founder only reads it", () => {
    const actions = submissionActions(testAssignment('a', 'accepted'), 'admin-1');
    expect(Object.values(actions).some(Boolean)).toBe(false);
  });

  const file = {
    saved_name: 'a'.repeat(64),
    original_name: 'a.txt',
    size: 1,
    sha256: 'a'.repeat(64),
    content_type: 'text/plain',
    uploaded_at: '2025-03-01T09:00:00.000Z',
  };

  it('lets an open assignment upload, submit and release (not an onboarding one)', () => {
    expect(submissionActions(testAssignment('a', 'accepted'), 'op-ada')).toEqual({
      upload: true,
      removeFiles: true,
      submit: true,
      unsubmit: false,
      release: true,
      retry: false,
      reapply: false,
      askQuestion: true,
    });
    expect(
      submissionActions(testAssignment('a', 'proposed', { is_onboarding: true }), 'op-ada').release,
    ).toBe(false);
  });

  it('hides submit once submitted; unsubmit only while pending or validating', () => {
    const submitted = (status: 'pending' | 'validating' | 'needs_review') =>
      submissionActions(testAssignment('a', 'submitted', { validation_status: status }), 'op-ada');
    expect(submitted('pending')).toMatchObject({ submit: false, unsubmit: true });
    expect(submitted('validating').unsubmit).toBe(true);
    expect(submitted('needs_review').unsubmit).toBe(false);
  });

  it('leaves the files of a submission alone while it is with the validators', () => {
    const submitted = testAssignment('a', 'submitted', {
      submission_files: [file, { ...file, saved_name: 'b'.repeat(64) }],
    });
    expect(submissionActions(submitted, 'op-ada')).toMatchObject({
      upload: false,
      removeFiles: false,
    });
  });

  it('freezes files once validated', () => {
    expect(submissionActions(testAssignment('a', 'validated'), 'op-ada')).toMatchObject({
      upload: false,
      removeFiles: false,
      submit: false,
      release: false,
    });
  });

  it('offers retry and release for a failed marketplace assignment, re-apply once its mission is open again', () => {
    expect(submissionActions(testAssignment('a', 'failed'), 'op-ada')).toMatchObject({
      retry: true,
      release: true,
      reapply: false,
    });
    expect(
      submissionActions(testAssignment('a', 'failed', { mission_open_again: true }), 'op-ada'),
    ).toMatchObject({ retry: false, release: false, reapply: true });
    expect(
      submissionActions(testAssignment('a', 'failed', { is_onboarding: true }), 'op-ada'),
    ).toMatchObject({ retry: false, release: false, reapply: false });
  });
});
