import { createFileRoute } from '@tanstack/react-router';
import { ManifestoPage } from '../features/marketing/components/ManifestoPage';

export const Route = createFileRoute('/manifesto')({
  component: ManifestoPage,
});
