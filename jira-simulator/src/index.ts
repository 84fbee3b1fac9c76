/**
 * Server-only: a Jira Cloud simulator for tests and local development. It answers the REST API
 * v3 paths the mission sync uses in Atlassian's documented shapes, posts admin webhooks, and
 * takes faults, sites and issues through a control API (TypeScript, and HTTP under /_simulator).
 */
export {
  createJiraSimulator,
  type JiraSimulator,
  type JiraSimulatorOptions,
} from './jira-simulator';
export { startJiraSimulator, type StartedJiraSimulator } from './start-jira-simulator';
export type { JiraSimulatorControl } from './control/simulator-control';
export { SiteControl, UnknownResourceError, type IssueSnapshot } from './control/site-control';
export type { SiteInput, ActingAs } from './control/control-inputs';
export { seedDemoSite, DEMO_SITE } from './demo-site';
export type { Fault, FaultRule } from './fault-injector';
export type { RequestRecord } from './request-log';
export type { WebhookDelivery, WebhookBody, DeliveryAttempt } from './webhook-dispatcher';
export { adfDocument, adfPlainText, type AdfDocument, type AdfNode } from './site/adf';
export { STORY_PRICE_FIELD, type CustomFieldDefinition } from './site/field-catalog';
export type { NewAttachment, NewIssue } from './site/jira-site';
export type { ChangelogItem } from './site/site-model';
export type { StatusName, PriorityName } from './site/workflow';
