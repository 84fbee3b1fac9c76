import { createFileRoute } from '@tanstack/react-router';
import { CharacterReportPage } from '../features/character-report/components/CharacterReportPage';

export const Route = createFileRoute('/character-report')({
  component: CharacterReportPage,
});
