import type { EndpointAccess } from '@morphic/contracts';
import { randomUUID } from 'node:crypto';
import { registeredRoutes, type RegisteredRoute } from '../../testing/routes';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../testing/test-app';

type Caller = 'admin' | 'validator' | 'operator' | 'companyRep' | 'company';

/** Who should get in, and who must get 403, at each access level. */
const RIGHT: Record<EndpointAccess, Caller | null> = {
  public: null,
  user: 'operator',
  operator: 'operator',
  validator: 'validator',
  admin: 'admin',
  company_rep: 'companyRep',
  company: 'company',
  webhook: null,
};
const WRONG: Record<EndpointAccess, Caller | null> = {
  public: null,
  // A company's own session only adds representatives: it is no user's session.
  user: 'company',
  operator: 'validator',
  validator: 'operator',
  admin: 'operator',
  company_rep: 'operator',
  company: 'operator',
  webhook: null,
};

describe('every endpoint enforces its access level on the server', () => {
  let platform: TestApp;
  let routes: RegisteredRoute[];
  const tokens = {} as Record<Caller, string>;

  beforeAll(async () => {
    platform = await startTestApp();
    routes = registeredRoutes(platform.app);
    tokens.admin = await platform.login('admin', DEMO_PASSWORDS.admin);
    tokens.validator = await platform.login('validator', DEMO_PASSWORDS.validator);
    // alan completed onboarding in the demo world, so the marketplace lets him in too.
    tokens.operator = await platform.login('alan', DEMO_PASSWORDS.operator);
    tokens.companyRep = await platform.signInDemoCompanyRep();
    const company = await call<{ token: string }>(platform.url, 'POST', '/api/companies/login', {
      body: { email: 'hello@northwind.example', password: DEMO_PASSWORDS.companyRep },
    });
    tokens.company = company.body.token;
  });
  afterAll(() => platform.close({ removeData: true }));

  /** Fills path parameters; a caller's own operator id where the route is about one operator. */
  const concrete = (path: string, ownId: string | undefined) =>
    path
      .replace(/^\/api\/operators\/\{\w+\}/, `/api/operators/${ownId ?? randomUUID()}`)
      .replace(/\{\w+\}/g, () => randomUUID());
  const subjectOf = (token: string | undefined) =>
    token
      ? (
          JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
            sub: string;
          }
        ).sub
      : undefined;
  const send = (route: RegisteredRoute, token?: string) =>
    call(platform.url, route.method, concrete(route.path, subjectOf(token)), {
      ...(token ? { token } : {}),
      ...(route.method === 'GET' ? {} : { body: {} }),
    });

  it('answers 401 without a token on every non-public endpoint', async () => {
    for (const route of routes.filter((r) => r.access !== 'public' && r.access !== 'webhook')) {
      const response = await send(route);
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
    }
  });

  it('answers 403 to a signed-in caller without the required role', async () => {
    for (const route of routes) {
      const caller = route.access ? WRONG[route.access] : null;
      if (!caller) continue;
      const response = await send(route, tokens[caller]);
      expect({ route: `${route.method} ${route.path}`, caller, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        caller,
        status: 403,
      });
    }
  });

  it('lets the right caller through (any answer but 401 or 403)', async () => {
    for (const route of routes) {
      const caller = route.access ? RIGHT[route.access] : null;
      const token =
        route.path === '/api/auth/logout'
          ? await platform.login('ada', DEMO_PASSWORDS.operator)
          : caller
            ? tokens[caller]
            : undefined;
      const response = await send(route, token);
      expect({
        route: `${route.method} ${route.path}`,
        allowed: ![401, 403].includes(response.status),
      }).toEqual({
        route: `${route.method} ${route.path}`,
        allowed: true,
      });
    }
  });
});
