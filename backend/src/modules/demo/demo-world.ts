import type { EventData } from '@morphic/contracts';

/** The demo world seeded into an empty embedded store: accounts, a company, missions, onboarding. */

export interface DemoOperator {
  readonly username: string;
  readonly fullName: string;
  readonly email: string;
  readonly password: string;
  readonly role: string;
  readonly label: string;
}

export const DEMO_OPERATORS: readonly DemoOperator[] = [
  {
    label: 'Founder',
    username: 'founder',
    fullName: 'Morgan Reyes',
    email: 'founder@morphic.example',
    password: 'Founder#Morphic2025',
    role: 'operator,founder',
  },
  {
    label: 'Admin',
    username: 'admin',
    fullName: 'Sam Okafor',
    email: 'admin@morphic.example',
    password: 'Admin#Morphic2025',
    role: 'operator,admin',
  },
  {
    label: 'Validator',
    username: 'validator',
    fullName: 'Priya Natarajan',
    email: 'validator@morphic.example',
    password: 'Validator#Morphic2025',
    role: 'validator',
  },
  {
    label: 'Operator',
    username: 'ada',
    fullName: 'Ada Lovelace',
    email: 'ada@morphic.example',
    password: 'Operator#Morphic2025',
    role: 'operator',
  },
  {
    label: 'Operator',
    username: 'alan',
    fullName: 'Alan Turing',
    email: 'alan@morphic.example',
    password: 'Operator#Morphic2025',
    role: 'operator',
  },
];

export const DEMO_COMPANY = {
  company_name: 'Northwind Robotics',
  email: 'hello@northwind.example',
  industry: 'Robotics',
  company_size: '51-200',
  website: 'https://northwind.example',
  description: 'Warehouse robots that learn each site in a day.',
  contact_person_name: 'Nora Finch',
  contact_person_role: 'Head of Engineering',
  status: 'active',
} satisfies Omit<EventData<'CompanyRegistered'>, 'company_id'>;

export const DEMO_COMPANY_REP = {
  email: 'nora@northwind.example',
  password: 'Company#Morphic2025',
  firstName: 'Nora',
  lastName: 'Finch',
  phone: null,
  role: 'manager',
  status: 'active',
  permissions: {
    can_view_tasks: true,
    can_manage_tasks: true,
    can_view_payments: true,
    can_manage_payments: false,
    can_view_reports: true,
    can_submit_complaints: true,
  },
} as const;

type DemoMission = Omit<
  EventData<'MissionPosted'>,
  'mission_id' | 'deadline_at' | 'company_id' | 'owner_operator_id'
> & {
  readonly deadlineInDays: number;
  readonly fromCompany: boolean;
};

export const DEMO_MISSIONS: readonly DemoMission[] = [
  {
    title: 'Rate-limit the public telemetry API',
    description:
      'Add per-robot token-bucket rate limiting to the Express telemetry ingest endpoint, with 429 answers carrying Retry-After, and tests that prove bursts are absorbed and floods are refused.',
    difficulty: 'intermediate',
    estimated_hours: '4-8 hours',
    domain_tags: ['backend_development', 'api'],
    required_skill_vector: { typescript: 0.7, 'node.js': 0.8, express: 0.6 },
    reward_amount: 180,
    reward_asset: 'USD',
    deadlineInDays: 7,
    fromCompany: true,
  },
  {
    title: 'Pick-path heatmap for the warehouse dashboard',
    description:
      'Render a React heatmap of pick paths over the floor plan from the paths API (10k points), keeping interactions under 16 ms per frame. Include a legend and an empty state.',
    difficulty: 'intermediate',
    estimated_hours: '8-12 hours',
    domain_tags: ['web_development', 'ui_ux'],
    required_skill_vector: { react: 0.8, typescript: 0.6, 'd3.js': 0.5 },
    reward_amount: 240,
    reward_asset: 'USD',
    deadlineInDays: 10,
    fromCompany: true,
  },
  {
    title: 'Postgres query plan review for order history',
    description:
      'The order-history endpoint takes 2.4 s at p95. Read the EXPLAIN ANALYZE output, propose indexes or a rewrite, and show the before and after plans on the provided dump.',
    difficulty: 'advanced',
    estimated_hours: '4-8 hours',
    domain_tags: ['backend_development', 'data_science'],
    required_skill_vector: { postgresql: 0.9, sql: 0.9 },
    reward_amount: 300,
    reward_asset: 'USD',
    deadlineInDays: 5,
    fromCompany: true,
  },
  {
    title: 'Containerise the route simulator',
    description:
      'Write a multi-stage Dockerfile for the Python route simulator (under 200 MB), a compose file with its Redis dependency, and a health check. Document the run commands.',
    difficulty: 'beginner',
    estimated_hours: '2-4 hours',
    domain_tags: ['devops'],
    required_skill_vector: { docker: 0.7, python: 0.4 },
    reward_amount: 90,
    reward_asset: 'USD',
    deadlineInDays: 4,
    fromCompany: false,
  },
  {
    title: 'Battery-drain anomaly notebook',
    description:
      'From a week of battery telemetry (CSV, 2 M rows), find robots whose drain rate is anomalous. Deliver a Jupyter notebook with the method, the plots, and a ranked list.',
    difficulty: 'intermediate',
    estimated_hours: '8-12 hours',
    domain_tags: ['data_science', 'machine_learning'],
    required_skill_vector: { python: 0.8, pandas: 0.7, 'scikit-learn': 0.5 },
    reward_amount: 260,
    reward_asset: 'USD',
    deadlineInDays: 12,
    fromCompany: false,
  },
];

export const DEMO_ONBOARDING_TASKS: readonly Omit<EventData<'OnboardingTaskAdded'>, 'task_id'>[] = [
  {
    title: 'Python: parse and summarise a log file',
    description:
      'Write a Python script that reads an access log, counts requests per status code and per hour, and prints the ten slowest paths. Include tests with pytest.',
    skill_tag: 'Python',
    difficulty: 'beginner',
    estimated_hours: '1-2 hours',
    required_skill_vector: { python: 0.5 },
    reward_amount: 20,
    validator_kind: 'automated',
    active: true,
  },
  {
    title: 'JavaScript: debounce and throttle from scratch',
    description:
      'Implement debounce and throttle with leading and trailing options, without libraries, and a test suite that uses fake timers.',
    skill_tag: 'JavaScript',
    difficulty: 'beginner',
    estimated_hours: '1-2 hours',
    required_skill_vector: { javascript: 0.5 },
    reward_amount: 20,
    validator_kind: 'automated',
    active: true,
  },
  {
    title: 'TypeScript: a typed event emitter',
    description:
      'Build an event emitter whose on/emit signatures are checked against an event map type, so a wrong payload fails to compile. Show the compile errors in a test file.',
    skill_tag: 'TypeScript',
    difficulty: 'intermediate',
    estimated_hours: '2-3 hours',
    required_skill_vector: { typescript: 0.6 },
    reward_amount: 25,
    validator_kind: 'automated',
    active: true,
  },
  {
    title: 'React: an accessible autocomplete',
    description:
      'Build an autocomplete input with keyboard navigation, ARIA roles and async suggestions with cancellation. Provide tests with Testing Library.',
    skill_tag: 'React',
    difficulty: 'intermediate',
    estimated_hours: '2-4 hours',
    required_skill_vector: { react: 0.6, javascript: 0.4 },
    reward_amount: 25,
    validator_kind: 'peer',
    active: true,
  },
  {
    title: 'SQL: answer five questions about an orders schema',
    description:
      'Given the schema and sample data, write the five SQL queries asked (window functions included) and explain each result in one sentence.',
    skill_tag: 'SQL',
    difficulty: 'beginner',
    estimated_hours: '1-2 hours',
    required_skill_vector: { sql: 0.5 },
    reward_amount: 20,
    validator_kind: 'automated',
    active: true,
  },
  {
    title: 'Docker: shrink an image',
    description:
      'Take the provided 1.2 GB Node image build and bring it under 150 MB with a multi-stage build, keeping the app working. Explain each change.',
    skill_tag: 'Docker',
    difficulty: 'beginner',
    estimated_hours: '1-2 hours',
    required_skill_vector: { docker: 0.5 },
    reward_amount: 20,
    validator_kind: 'peer',
    active: true,
  },
];
