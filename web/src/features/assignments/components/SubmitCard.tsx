import {
  ASSIGNMENT_TEXTS,
  MESSAGES,
  SubmitRequestSchema,
  type Assignment,
} from '@morphic/contracts';
import { Alert, Button, Card, Flex, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconArrowBackUp, IconDoorExit, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import type { SubmissionKind } from '../submission-kind';
import type { SubmissionActions } from '../assignment-view';
import { useAssignmentAction, useSubmit } from '../hooks/useAssignmentCommands';
import { ConfirmDialog } from './ConfirmDialog';
import { ReleaseDialog } from './ReleaseDialog';

/** The notes and the Submit button while open; the submitted notes and Unsubmit afterwards. */
export function SubmitCard({
  kind,
  assignment,
  actions,
}: {
  kind: SubmissionKind;
  assignment: Assignment;
  actions: SubmissionActions;
}) {
  const submit = useSubmit(kind, assignment.id);
  const unsubmit = useAssignmentAction('unsubmit');
  const [notes, setNotes] = useState(assignment.submission_notes ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  // The no-file refusal holds only until a file arrives.
  const [triedWithoutFiles, setTriedWithoutFiles] = useState(false);
  const noFiles = assignment.submission_files.length === 0;
  const [confirming, setConfirming] = useState<'unsubmit' | 'release' | null>(null);

  // A failed assignment offers its release on the failed card above.
  const showRelease = actions.release && assignment.state !== 'failed';
  const readOnly = !actions.submit;
  if (readOnly && assignment.state !== 'submitted' && !assignment.submission_notes) return null;

  const send = () => {
    const parsed = SubmitRequestSchema.safeParse({ submission_notes: notes });
    if (!parsed.success) {
      setProblem(ASSIGNMENT_TEXTS.submissionFailed(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setProblem(null);
    setTriedWithoutFiles(noFiles);
    if (noFiles) return;
    submit.mutate(parsed.data.submission_notes, {
      onError: (error) =>
        setProblem(
          ASSIGNMENT_TEXTS.submissionFailed(errorText(error, MESSAGES.somethingWentWrong)),
        ),
    });
  };

  const confirmUnsubmit = () =>
    unsubmit.mutate(assignment.id, {
      onSuccess: () => setProblem(null),
      onError: (error) =>
        setProblem(ASSIGNMENT_TEXTS.unsubmitFailed(errorText(error, MESSAGES.somethingWentWrong))),
      onSettled: () => setConfirming(null),
    });

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="submit-card">
      <Stack gap="md">
        {actions.submit ? (
          <Textarea
            label={ASSIGNMENT_TEXTS.notesLabel}
            placeholder={ASSIGNMENT_TEXTS.notesPlaceholder}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={10}
            data-testid="submission-notes"
          />
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {ASSIGNMENT_TEXTS.submittedNotes}
            </Text>
            <Text size="sm" c={assignment.submission_notes ? undefined : 'dimmed'}>
              {assignment.submission_notes ?? '—'}
            </Text>
          </Stack>
        )}
        {(problem ?? (triedWithoutFiles && noFiles)) && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="submit-error">
            {problem ?? ASSIGNMENT_TEXTS.submissionFailed(ASSIGNMENT_TEXTS.uploadAtLeastOneFile)}
          </Alert>
        )}
        {/* On a phone the buttons stack full width, the main one on top. */}
        {(showRelease || actions.submit || actions.unsubmit) && (
          <Flex
            direction={{ base: 'column-reverse', xs: 'row' }}
            justify={showRelease ? 'space-between' : 'flex-end'}
            gap="sm"
          >
            {showRelease && (
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconDoorExit size={16} />}
                onClick={() => setConfirming('release')}
                data-testid="release-assignment"
              >
                {ASSIGNMENT_TEXTS.release}
              </Button>
            )}
            {actions.submit && (
              <Button
                leftSection={<IconSend size={16} />}
                loading={submit.isPending}
                onClick={send}
                data-testid="submit-assignment"
              >
                {ASSIGNMENT_TEXTS.submit}
              </Button>
            )}
            {actions.unsubmit && (
              <Button
                variant="light"
                color="orange"
                leftSection={<IconArrowBackUp size={16} />}
                onClick={() => setConfirming('unsubmit')}
                data-testid="unsubmit-assignment"
              >
                {ASSIGNMENT_TEXTS.unsubmit}
              </Button>
            )}
          </Flex>
        )}
      </Stack>
      <ConfirmDialog
        name="unsubmit"
        opened={confirming === 'unsubmit'}
        title={ASSIGNMENT_TEXTS.unsubmitTitle}
        body={ASSIGNMENT_TEXTS.unsubmitBody}
        confirmLabel={ASSIGNMENT_TEXTS.unsubmit}
        color="orange"
        loading={unsubmit.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={confirmUnsubmit}
      />
      <ReleaseDialog
        assignmentId={assignment.id}
        opened={confirming === 'release'}
        onClose={() => setConfirming(null)}
        onFailed={(error) => setProblem(errorText(error, ASSIGNMENT_TEXTS.failedToRelease))}
      />
    </Card>
  );
}
