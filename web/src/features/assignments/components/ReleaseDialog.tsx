import { ASSIGNMENT_TEXTS } from '@morphic/contracts';
import { useAssignmentAction } from '../hooks/useAssignmentCommands';
import { ConfirmDialog } from './ConfirmDialog';

/** Asks before releasing the assignment, then releases it; `onFailed` shows a refusal. */
export function ReleaseDialog({
  assignmentId,
  opened,
  onClose,
  onFailed,
}: {
  assignmentId: string;
  opened: boolean;
  onClose: () => void;
  onFailed: (error: Error) => void;
}) {
  const release = useAssignmentAction('release');
  return (
    <ConfirmDialog
      name="release"
      opened={opened}
      title={ASSIGNMENT_TEXTS.releaseTitle}
      body={ASSIGNMENT_TEXTS.releaseBody}
      confirmLabel={ASSIGNMENT_TEXTS.release}
      loading={release.isPending}
      onClose={onClose}
      onConfirm={() => release.mutate(assignmentId, { onError: onFailed, onSettled: onClose })}
    />
  );
}
