import { createFileRoute } from '@tanstack/react-router';
import { operatorRecordQuery } from '../features/account/queries';
import { CharacterReportPage } from '../features/character-report/components/CharacterReportPage';
import { signedInUserIfAny } from '../features/session/route-guards';
import { loadScreenData } from '../lib/route-data';

export const Route = createFileRoute('/character-report')({
  // Open to visitors too; a signed-in operator's wizard starts from the report on file.
  loader: async ({ context: { queryClient } }) => {
    const operatorId = (await signedInUserIfAny(queryClient))?.operator_id;
    return operatorId && loadScreenData(queryClient, operatorRecordQuery(operatorId));
  },
  component: CharacterReportPage,
});
