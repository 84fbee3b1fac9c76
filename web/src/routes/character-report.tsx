import { createFileRoute } from '@tanstack/react-router';
import { operatorRecordQuery } from '../features/account/queries';
import { CharacterReportPage } from '../features/character-report/components/CharacterReportPage';
import { signedInUserIfAny } from '../features/session/route-guards';

export const Route = createFileRoute('/character-report')({
  // Open to visitors too; a signed-in operator's wizard starts from the report on file, which
  // only starts loading here: the wizard works without it (and says when it failed).
  loader: async ({ context: { queryClient } }) => {
    const operatorId = (await signedInUserIfAny(queryClient))?.operator_id;
    if (operatorId) await queryClient.prefetchQuery(operatorRecordQuery(operatorId));
  },
  component: CharacterReportPage,
});
