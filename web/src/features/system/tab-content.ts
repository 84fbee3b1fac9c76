import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { SYSTEM_TABS, type SystemTab } from './system-tabs';

/**
 * Each console tab's component, downloaded when the tab is first opened: a founder opening
 * `/system?tab=operators` fetches the Operators tab's code, not all nineteen tabs' (with their
 * charts, forms and modals, about 170 chunks in one waterfall).
 */
const TAB_MODULES: Record<SystemTab, () => Promise<ComponentType>> = {
  home: () => import('../system-home/components/HomeTab').then((m) => m.HomeTab),
  operators: () => import('./components/OperatorsTab').then((m) => m.OperatorsTab),
  companies: () =>
    import('../companies-console/components/CompaniesTab').then((m) => m.CompaniesTab),
  'company-reps': () =>
    import('../companies-console/components/CompanyRepsTab').then((m) => m.CompanyRepsTab),
  tasks: () => import('../missions-console/components/MissionsTab').then((m) => m.MissionsTab),
  admins: () => import('../staff-console/components/FoundersTab').then((m) => m.FoundersTab),
  validators: () =>
    import('../staff-console/components/ValidatorsTab').then((m) => m.ValidatorsTab),
  notifications: () => import('./components/NotificationsTab').then((m) => m.NotificationsTab),
  'audit-logs': () =>
    import('../audit-console/components/AuditLogsTab').then((m) => m.AuditLogsTab),
  'security-logs': () =>
    import('../audit-console/components/SecurityLogsTab').then((m) => m.SecurityLogsTab),
  'prediction-stats': () =>
    import('../prediction-stats/components/PredictionStatsTab').then((m) => m.PredictionStatsTab),
  'system-health': () =>
    import('../system-health/components/SystemHealthTab').then((m) => m.SystemHealthTab),
  'reward-economy': () =>
    import('../platform-figures/components/RewardEconomyTab').then((m) => m.RewardEconomyTab),
  scheduler: () =>
    import('../platform-figures/components/SchedulerTab').then((m) => m.SchedulerTab),
  algorithms: () =>
    import('../algorithms-console/components/AlgorithmsTab').then((m) => m.AlgorithmsTab),
  'data-export': () =>
    import('../data-export/components/DataExportTab').then((m) => m.DataExportTab),
  onboarding: () =>
    import('../onboarding-bank/components/OnboardingBankTab').then((m) => m.OnboardingBankTab),
  'cluster-insights': () =>
    import('../platform-figures/components/ClusterInsightsTab').then((m) => m.ClusterInsightsTab),
  settings: () => import('./components/SettingsTab').then((m) => m.SettingsTab),
};

export const TAB_CONTENT = Object.fromEntries(
  SYSTEM_TABS.map((tab) => [tab, lazy(() => TAB_MODULES[tab]().then((Tab) => ({ default: Tab })))]),
) as Record<SystemTab, LazyExoticComponent<ComponentType>>;

/** Starts the tab's download (the route loader runs it beside the tab's data). */
export function preloadSystemTab(tab: SystemTab): Promise<unknown> {
  return TAB_MODULES[tab]();
}
