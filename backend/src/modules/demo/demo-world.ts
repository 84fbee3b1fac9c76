import type { CharacterReportInput, CompanyRegisterInput } from '@morphic/contracts';
import type { EventData } from '@morphic/contracts/server';

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

/**
 * alan's character report: he starts with onboarding completed, and his skills rank the demo
 * missions (and match new ones) the way a real operator's would.
 */
export const DEMO_ALAN_CHARACTER_REPORT: CharacterReportInput = {
  technical_skills: {
    programming_languages: [
      { name: 'TypeScript', proficiency: 'Expert' },
      { name: 'Python', proficiency: 'Intermediate' },
      { name: 'SQL', proficiency: 'Advanced' },
    ],
    frameworks: [
      { name: 'Node.js', proficiency: 'Advanced' },
      { name: 'React', proficiency: 'Advanced' },
      { name: 'Express', proficiency: 'Advanced' },
    ],
    tools: [{ name: 'Docker', proficiency: 'Intermediate' }],
    databases: [{ name: 'PostgreSQL', proficiency: 'Advanced' }],
  },
  years_experience: '5-10',
  specialization: 'Backend APIs and data pipelines',
  learning_interests: ['Machine Learning'],
};

export const DEMO_COMPANY = {
  company_name: 'Northwind Robotics',
  email: 'hello@northwind.example',
  industry: 'Robotics',
  company_size: '51-200',
  website: 'https://northwind.example',
  description: 'Warehouse robots that learn each site in a day.',
  contact_person_name: 'Nora Finch',
  contact_person_role: 'Head of Engineering',
  password: 'Company#Morphic2025',
} satisfies CompanyRegisterInput;

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

type DemoOnboardingTask = Omit<EventData<'OnboardingTaskAdded'>, 'task_id'>;

/**
 * One task for each common skill of the character report's catalogue (and a second one for
 * Python and SQL), so most reported skills can be proven: skill, title, description,
 * difficulty. Demo tasks are peer-validated: nothing validates `automated` jobs yet.
 */
const COMMON_SKILL_TASKS: readonly (readonly [
  skill: string,
  title: string,
  description: string,
  difficulty: DemoOnboardingTask['difficulty'],
])[] = [
  [
    'Python',
    'Python: a CSV report with pandas',
    'Load the provided orders CSV with pandas, compute revenue per month and per country, and write the two tables to an Excel file. Include a pytest for the monthly totals.',
    'intermediate',
  ],
  [
    'SQL',
    'SQL: find duplicate customers',
    'Write one query that lists customers sharing an email ignoring case and spaces, with how many accounts each has, and a second query that keeps only the oldest account of each.',
    'intermediate',
  ],
  [
    'Java',
    'Java: an LRU cache',
    'Implement a thread-safe LRU cache with a fixed capacity and O(1) get and put, without LinkedHashMap. Cover eviction and concurrency with JUnit 5 tests.',
    'intermediate',
  ],
  [
    'C#',
    'C#: retry with exponential backoff',
    'Write an async retry helper with exponential backoff, jitter and cancellation, and xUnit tests that use a fake clock.',
    'intermediate',
  ],
  [
    'C++',
    'C++: a ring buffer',
    'Implement a fixed-size ring buffer template with push, pop and iteration, no heap allocation after construction, and GoogleTest tests including the wrap-around.',
    'intermediate',
  ],
  [
    'C',
    'C: a word frequency counter',
    'Read a text file, count word frequencies with your own hash table, and print the top 20. No leaks under valgrind; include a Makefile.',
    'beginner',
  ],
  [
    'Go',
    'Go: a concurrent URL checker',
    'Check a list of URLs with a bounded worker pool, a per-request timeout and context cancellation, and print a summary. Include table-driven tests with httptest.',
    'intermediate',
  ],
  [
    'Rust',
    'Rust: a tokenizer for arithmetic',
    'Write a tokenizer and a recursive-descent evaluator for + - * / and parentheses with precise error positions. Include unit tests and no unwrap in library code.',
    'intermediate',
  ],
  [
    'PHP',
    'PHP: a validated contact form handler',
    'Write a PSR-12 contact form handler that validates input, protects against CSRF and stores messages with PDO prepared statements. Include PHPUnit tests.',
    'beginner',
  ],
  [
    'Kotlin',
    'Kotlin: a coroutine-based rate limiter',
    'Implement a token-bucket rate limiter with coroutines and a suspending acquire, with kotlinx-coroutines-test tests on virtual time.',
    'intermediate',
  ],
  [
    'Swift',
    'Swift: a Codable API client',
    'Write a small async/await API client that decodes paginated JSON with Codable and surfaces typed errors. Include XCTest tests with a stubbed URLProtocol.',
    'intermediate',
  ],
  [
    'Ruby',
    'Ruby: a CLI todo list',
    'Build a command-line todo list stored in a JSON file with add, done and list commands, and RSpec tests for each command.',
    'beginner',
  ],
  [
    'Bash',
    'Bash: rotate and compress logs',
    'Write a script that rotates logs over a size limit, compresses the old ones, keeps the newest seven and is safe to run twice. Pass shellcheck.',
    'beginner',
  ],
  [
    'Node.js',
    'Node.js: stream a large CSV to JSON lines',
    'Convert a 1 GB CSV to JSON lines with streams and back-pressure, using constant memory. Include a test on a generated file.',
    'intermediate',
  ],
  [
    'Next.js',
    'Next.js: a paginated product list',
    'Build a server-rendered product list with search parameters for paging and sorting, loading and error states, and a Playwright test.',
    'intermediate',
  ],
  [
    'Express',
    'Express: a validated REST resource',
    'Build CRUD routes for a notes resource with input validation, consistent error bodies and supertest tests.',
    'beginner',
  ],
  [
    'Angular',
    'Angular: a reactive signup form',
    'Build a signup form with reactive forms, async username validation and accessible error messages, with component tests.',
    'intermediate',
  ],
  [
    'Vue.js',
    'Vue.js: a filterable table component',
    'Write a Vue 3 table component with column sorting, text filtering and an empty state, with Vitest component tests.',
    'intermediate',
  ],
  [
    'Django',
    'Django: a bookmarks app',
    'Build a bookmarks app with models, a class-based list view with pagination and per-user access, and Django tests.',
    'intermediate',
  ],
  [
    'Flask',
    'Flask: a URL shortener',
    'Write a Flask URL shortener with SQLite storage, collision-safe codes and redirects, and pytest tests with the test client.',
    'beginner',
  ],
  [
    'FastAPI',
    'FastAPI: an inventory API',
    'Build an inventory API with Pydantic models, dependency-injected storage and OpenAPI docs, with tests through TestClient.',
    'intermediate',
  ],
  [
    'Spring Boot',
    'Spring Boot: a library loans service',
    'Build a REST service for book loans with validation, a JPA repository and @SpringBootTest tests for the due-date rules.',
    'intermediate',
  ],
  [
    'Git',
    'Git: untangle a history',
    'In the provided repository, split a mixed commit into two, rebase a feature branch onto main and resolve the conflict. Explain each command you ran.',
    'beginner',
  ],
  [
    'Kubernetes',
    'Kubernetes: deploy a web app with probes',
    'Write a Deployment, Service and HorizontalPodAutoscaler for the provided app with readiness and liveness probes and resource limits. Explain the choices.',
    'intermediate',
  ],
  [
    'Terraform',
    'Terraform: a static site bucket',
    'Write a Terraform module for a private storage bucket behind a CDN with variables, outputs and a plan that passes validate and fmt.',
    'intermediate',
  ],
  [
    'GitHub Actions',
    'GitHub Actions: a CI pipeline',
    'Write a workflow that lints, tests on two Node versions with caching, and uploads coverage only on main.',
    'beginner',
  ],
  [
    'PostgreSQL',
    'PostgreSQL: index a slow query',
    'Given the schema and EXPLAIN ANALYZE output, add the right index, show the new plan, and explain why it helps.',
    'intermediate',
  ],
  [
    'MySQL',
    'MySQL: a reporting query',
    'Write a monthly cohort retention query over the provided orders table and explain how it handles customers with no orders.',
    'intermediate',
  ],
  [
    'MongoDB',
    'MongoDB: an aggregation pipeline',
    'Write an aggregation pipeline that reports the top products per category with their average rating, and the index that supports it.',
    'intermediate',
  ],
  [
    'Redis',
    'Redis: a sliding-window rate limiter',
    'Implement a sliding-window rate limiter with sorted sets and a Lua script so it is atomic. Include tests against a local Redis.',
    'intermediate',
  ],
  [
    'Amazon Web Services',
    'AWS: a least-privilege upload role',
    'Write an IAM policy and role that let a Lambda write to one S3 prefix only, and explain how you would test it.',
    'intermediate',
  ],
  [
    'Microsoft Azure',
    'Azure: a function with a queue trigger',
    'Write an Azure Function triggered by a storage queue that processes messages idempotently, with local tests.',
    'intermediate',
  ],
  [
    'Google Cloud Platform',
    'GCP: a Cloud Run service',
    'Containerise the provided app for Cloud Run with a health check, secrets from Secret Manager and a deploy script.',
    'intermediate',
  ],
];

const commonSkillTask = ([
  skill,
  title,
  description,
  difficulty,
]: (typeof COMMON_SKILL_TASKS)[number]): DemoOnboardingTask => ({
  title,
  description,
  skill_tag: skill,
  difficulty,
  estimated_hours: difficulty === 'beginner' ? '1-2 hours' : '2-4 hours',
  required_skill_vector: { [skill.toLowerCase()]: 0.5 },
  reward_amount: difficulty === 'beginner' ? 20 : 25,
  validator_kind: 'peer',
  active: true,
});

export const DEMO_ONBOARDING_TASKS: readonly DemoOnboardingTask[] = [
  {
    title: 'Python: parse and summarise a log file',
    description:
      'Write a Python script that reads an access log, counts requests per status code and per hour, and prints the ten slowest paths. Include tests with pytest.',
    skill_tag: 'Python',
    difficulty: 'beginner',
    estimated_hours: '1-2 hours',
    required_skill_vector: { python: 0.5 },
    reward_amount: 20,
    validator_kind: 'peer',
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
    validator_kind: 'peer',
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
    validator_kind: 'peer',
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
    validator_kind: 'peer',
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
  ...COMMON_SKILL_TASKS.map(commonSkillTask),
];
