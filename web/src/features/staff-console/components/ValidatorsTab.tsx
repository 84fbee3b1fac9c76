import { OPERATORS_CONSOLE_TEXTS } from '@morphic/contracts';
import { IconShieldCheck } from '@tabler/icons-react';
import { StaffTab, type StaffKind } from './StaffTab';

const VALIDATORS: StaffKind = {
  role: 'validator',
  texts: OPERATORS_CONSOLE_TEXTS.staffTabs.validators,
  testId: 'validators-tab',
  icon: <IconShieldCheck size={20} color="var(--mantine-color-violet-6)" />,
  withProgress: true,
};

/** The System console's Validators tab: the validators list and Create Validator (spec 03). */
export function ValidatorsTab() {
  return <StaffTab kind={VALIDATORS} />;
}
