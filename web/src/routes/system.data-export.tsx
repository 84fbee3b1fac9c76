import { createFileRoute } from '@tanstack/react-router';
import { DataExportTab } from '../features/data-export/components/DataExportTab';
import { SYSTEM_TAB_ROUTE } from '../features/system/system-tab-route';

export const Route = createFileRoute('/system/data-export')({
  ...SYSTEM_TAB_ROUTE,
  component: DataExportTab,
});
