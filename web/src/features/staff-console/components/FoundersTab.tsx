import { OPERATORS_CONSOLE_TEXTS } from '@morphic/contracts';
import { IconCrown } from '@tabler/icons-react';
import { StaffTab, type StaffKind } from './StaffTab';

const FOUNDERS: StaffKind = {
  role: 'founder',
  texts: OPERATORS_CONSOLE_TEXTS.staffTabs.founders,
  testId: 'admins-tab',
  icon: <IconCrown size={20} color="var(--mantine-color-violet-6)" />,
  withProgress: false,
};

/** The System console's Admins tab: the founders list and Create Founder (spec 03). */
export function FoundersTab() {
  return <StaffTab kind={FOUNDERS} />;
}
