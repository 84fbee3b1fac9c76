import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { STREAMS } from '@morphic/contracts/server';
import { startJiraSimulator } from '@morphic/jira-simulator';
import { createMissionAssignment } from '../../testing/assignments';
import { jiraCompany } from '../../testing/jira-companies';
import { call, DEMO_PASSWORDS, startTestApp, type TestApp } from '../../testing/test-app';

interface Operation {
  readonly parameters?: readonly { readonly name: string; readonly in: string }[];
  readonly responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

interface OpenApiDocument {
  readonly paths: Record<string, Record<string, Operation>>;
}

/** One signed-in demo role (or nobody, for public endpoints). */
interface Session {
  readonly role: string;
  readonly token?: string;
}

/** GET endpoints that cannot answer 2xx with the demo data, and why. */
const SKIPPED: Record<string, string> = {
  '/api/auth/verify-reset-token/{token}': 'answers only for a token sent by mail',
};

const jsonSchemaOf = (operation: Operation): object | undefined =>
  Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1].content?.[
    'application/json'
  ]?.schema;

/** OpenAPI 3.0 schemas as Ajv reads them: `nullable` is understood, other OpenAPI words ignored. */
function openApiValidator(): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  return ajv;
}

const firstOf = (list: unknown, field: string): string | undefined => {
  const [first] = Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
  return typeof first?.[field] === 'string' ? first[field] : undefined;
};

describe('live GET answers match /api/docs-json', () => {
  let platform: TestApp;
  let jira: Awaited<ReturnType<typeof startJiraSimulator>>;
  let document: OpenApiDocument;
  let sessions: Session[];
  /** Real demo ids for each path's `{placeholder}`, found by the path's start. */
  let ids: [prefix: string, id: string | undefined][];
  let operatorId: string;

  const get = (path: string, token?: string) => call(platform.url, 'GET', path, { token });

  beforeAll(async () => {
    platform = await startTestApp();
    jira = await startJiraSimulator();
    document = (await get('/api/docs-json')).body as unknown as OpenApiDocument;
    const admin = await platform.signIn('admin', DEMO_PASSWORDS.admin);
    const operator = await platform.signIn('ada', DEMO_PASSWORDS.operator);
    operatorId = operator.id;
    const company = await call<{ token: string }>(platform.url, 'POST', '/api/companies/login', {
      body: { email: 'hello@northwind.example', password: DEMO_PASSWORDS.companyRep },
    });
    sessions = [
      { role: 'nobody' },
      { role: 'admin', token: admin.token },
      { role: 'founder', token: await platform.login('founder', DEMO_PASSWORDS.founder) },
      { role: 'validator', token: await platform.login('validator', DEMO_PASSWORDS.validator) },
      { role: 'operator', token: operator.token },
      { role: 'company_rep', token: await platform.signInDemoCompanyRep() },
      { role: 'company', token: company.body.token },
    ];
    // The demo world has no assignment, thread or Jira account: make one of each.
    const list = async (path: string, field: string) => (await get(path, admin.token)).body[field];
    const missionId = firstOf(await list('/api/admin/missions', 'missions'), 'id') ?? '';
    const { assignmentId } = await createMissionAssignment(platform, operatorId, {
      mission_id: missionId,
    });
    await call(platform.url, 'POST', '/api/internal-messages/send', {
      token: operator.token,
      body: { subject: 'Payout question', message: 'When is the next payout?' },
    });
    const threadId = firstOf(
      await list('/api/admin/internal-messages/all-conversations', 'conversations'),
      'thread_id',
    );
    const { companyId, account } = await jiraCompany(platform, jira, admin.token, {
      project: 'DOC',
    });
    ids = [
      ['/api/operators/', operatorId],
      ['/api/admin/operators/', operatorId],
      ['/api/assignments/', assignmentId],
      ['/api/admin/assignments/', assignmentId],
      ['/api/missions/', missionId],
      ['/api/admin/missions/', missionId],
      ['/api/admin/companies/', companyId],
      ['/api/admin/jira-accounts/', account.id],
      ['/api/internal-messages/', threadId],
      ['/api/admin/internal-messages/', threadId],
      ['/api/admin/timeline/', STREAMS.operator(operatorId)],
    ];
  });

  afterAll(async () => {
    await platform.close({ removeData: true });
    await jira.close();
  });

  /** The path with demo ids in its placeholders. */
  function concretePath(path: string): string {
    if (!path.includes('{')) {
      return path === '/api/admin/assignments' ? `${path}?operator_id=${operatorId}` : path;
    }
    const id = ids.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'no-demo-id';
    return path.replace(/\{\w+\}/g, encodeURIComponent(id));
  }

  it('refuses a null that a nullable enum does not list (the validator is strict)', () => {
    const validate = openApiValidator().compile({
      type: 'object',
      properties: { status: { type: 'string', enum: ['active'], nullable: true } },
    });
    expect(validate({ status: null })).toBe(false);
    expect(validate({ status: 'active' })).toBe(true);
  });

  it('answers every JSON GET endpoint, for some demo role, as its response schema says', async () => {
    const ajv = openApiValidator();
    const answered: string[] = [];
    const problems: string[] = [];
    const jsonGets = Object.entries(document.paths).flatMap(([path, item]) => {
      const schema = item.get && jsonSchemaOf(item.get);
      return schema && !(path in SKIPPED) ? [{ path, schema }] : [];
    });
    expect(jsonGets.length).toBeGreaterThan(40);
    for (const { path, schema } of jsonGets) {
      const validate: ValidateFunction = ajv.compile(schema);
      const url = concretePath(path);
      for (const session of sessions) {
        const response = await get(url, session.token);
        if (response.status < 200 || response.status >= 300) continue;
        answered.push(path);
        if (!validate(response.body)) {
          problems.push(`${session.role} GET ${url}: ${ajv.errorsText(validate.errors)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(jsonGets.map(({ path }) => path).filter((path) => !answered.includes(path))).toEqual([]);
  });
});
