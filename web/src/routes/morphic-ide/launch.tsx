import { createFileRoute } from '@tanstack/react-router';
import { ForgeLaunchPage } from '../../features/marketing/components/ForgeLaunchPage';

export const Route = createFileRoute('/morphic-ide/launch')({
  component: ForgeLaunchPage,
});
