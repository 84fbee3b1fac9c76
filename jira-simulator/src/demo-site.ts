import type { JiraSimulatorControl } from './control/simulator-control';
import type { SiteControl } from './control/site-control';
import { adfDocument } from './site/adf';
import { STORY_PRICE_FIELD } from './site/field-catalog';
import type { NewIssue } from './site/jira-site';

/** The demo Jira site of Northwind Robotics, the demo world's company. */
export const DEMO_SITE = {
  name: 'northwind',
  projectKey: 'NW',
  /** The account the platform connects with: the company rep's email and an API token. */
  email: 'nora@northwind.example',
  apiToken: 'northwind-demo-api-token',
  /** A person who works in Jira's own screens; control-API edits are made as them. */
  personEmail: 'tomas@northwind.example',
} as const;

const price = (usd: number) => ({ [STORY_PRICE_FIELD.id]: usd });

const DEMO_ISSUES: readonly Omit<NewIssue, 'projectKey'>[] = [
  {
    summary: 'Add CSV export to the fleet telemetry dashboard',
    description: adfDocument(
      'Operators want to take a day of telemetry into a spreadsheet. Add an Export button to the dashboard that downloads the selected time range as CSV.',
      [
        'One row per robot and minute: id, battery %, speed, position',
        'Respects the filters on screen',
        'Works for ranges up to 7 days',
      ],
    ),
    labels: ['morphic', 'frontend'],
    priority: 'Medium',
    duedate: '2026-03-20',
    custom: price(400),
  },
  {
    summary: 'Fix battery level rounding in the charging dock API',
    description: adfDocument(
      'GET /docks/{id}/robots reports 100% for robots at 99.5% and above, so the scheduler sends them out before they are full.',
      'Report the level with one decimal and keep the old integer field for existing clients.',
    ),
    labels: ['morphic', 'backend', 'bug'],
    priority: 'High',
    custom: price(150),
  },
  {
    summary: 'Write integration tests for the path planner service',
    description: adfDocument(
      'The planner has unit tests only. Cover the HTTP API end to end against a recorded warehouse map.',
      ['Blocked aisle re-routing', 'Two robots meeting in a corridor', 'Unreachable target'],
    ),
    labels: ['morphic', 'testing'],
    priority: 'Medium',
    custom: price(600),
  },
  {
    summary: 'Migrate the order service from Express 4 to Express 5',
    description: adfDocument(
      'Follow the Express 5 migration guide: path syntax, promise rejections in handlers, removed methods.',
      'All existing tests must pass; no change to the public API.',
    ),
    labels: ['morphic', 'backend'],
    priority: 'Low',
    custom: price(900),
  },
  {
    summary: 'Document the robot firmware update procedure',
    description: adfDocument(
      'Write the runbook the night shift follows to update firmware over the air, including how to roll back a robot that fails its self-test.',
    ),
    labels: ['morphic', 'docs'],
    priority: 'Lowest',
    custom: price(250),
  },
  {
    summary: 'Speed up the warehouse map tile renderer',
    description: adfDocument(
      'Rendering the full map takes 4 s on the control room tablets. Cache tiles by zoom level and render only the visible ones.',
      'Target: under 500 ms for the first screen.',
    ),
    status: 'In Progress',
    labels: ['morphic', 'performance'],
    priority: 'High',
    custom: price(750),
  },
];

/**
 * Creates the demo site (project NW with six issues) unless it exists, and answers it. Its
 * base URL is `<simulator base URL>/northwind`; connect with DEMO_SITE.email and apiToken.
 */
export function seedDemoSite(
  control: JiraSimulatorControl,
  credentials: { readonly email?: string; readonly apiToken?: string } = {},
): SiteControl {
  const existing = control.sites().find((site) => site.name === DEMO_SITE.name);
  if (existing) return existing;
  const site = control.createSite({
    name: DEMO_SITE.name,
    users: [
      { email: DEMO_SITE.personEmail, displayName: 'Tomás Rivera' },
      {
        email: credentials.email ?? DEMO_SITE.email,
        displayName: 'Nora Lindqvist',
        apiToken: credentials.apiToken ?? DEMO_SITE.apiToken,
      },
    ],
  });
  site.createProject(DEMO_SITE.projectKey, 'Northwind Robotics');
  for (const issue of DEMO_ISSUES) site.createIssue({ projectKey: DEMO_SITE.projectKey, ...issue });
  return site;
}
