import {
  BUILT_ENDPOINTS,
  isFileDownload,
  pathParamNames,
  type AnyEndpoint,
} from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { GetPublicSettings } from '../../modules/platform/settings/queries/get-settings.handler';
import { registeredRoutes, type RegisteredRoute } from '../../testing/routes';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../testing/test-app';

interface Schema {
  readonly type?: string;
  readonly properties?: Record<string, unknown>;
  readonly items?: unknown;
  readonly oneOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
  readonly additionalProperties?: unknown;
}

/**
 * A body is described when its fields are: an object's, each variant's, a list's items, or a
 * map's values (an algorithm section's parameters, which differ per section).
 */
function describesFields(schema: Schema | undefined): boolean {
  if (!schema) return false;
  if (schema.type === 'array') return schema.items !== undefined;
  if (schema.additionalProperties) return true;
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.length > 0 && variants.every(describesFields);
  return Object.keys(schema.properties ?? {}).length > 0;
}
interface Operation {
  readonly parameters?: readonly { readonly name: string; readonly in: string }[];
  readonly requestBody?: { readonly content: Record<string, { readonly schema?: Schema }> };
  readonly responses: Record<string, { readonly content?: Record<string, { schema?: Schema }> }>;
}
interface OpenApiDocument {
  readonly paths: Record<string, Record<string, Operation>>;
}

const describeEndpoint = (endpoint: { method: string; path: string; access: string }) =>
  `${endpoint.method} ${endpoint.path} (${endpoint.access})`;

describe('each endpoint is defined once', () => {
  let platform: TestApp;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    platform = await startTestApp();
    routes = registeredRoutes(platform.app);
  });
  afterAll(() => platform.close({ removeData: true }));

  describe('the server binds every definition', () => {
    const pathsOf = (endpoint: AnyEndpoint) => [endpoint.path, ...endpoint.aliases];

    it('serves each route with the method, path and access of its definition', () => {
      expect(routes.length).toBe(BUILT_ENDPOINTS.flatMap(pathsOf).length);
      for (const route of routes) {
        const served = describeEndpoint({ ...route, access: route.access ?? 'none' });
        const definedPath = route.endpoint && pathsOf(route.endpoint).find((p) => p === route.path);
        const defined = route.endpoint
          ? describeEndpoint({ ...route.endpoint, path: definedPath ?? route.endpoint.path })
          : 'unbound';
        expect({ served, defined }).toEqual({ served, defined: served });
      }
    });

    it('binds each definition to one route per path (its own and its aliases), and no route to another one', () => {
      for (const endpoint of BUILT_ENDPOINTS) {
        const bound = routes
          .filter((route) => route.endpoint === endpoint)
          .map((route) => route.path)
          .sort();
        expect({ endpoint: describeEndpoint(endpoint), bound }).toEqual({
          endpoint: describeEndpoint(endpoint),
          bound: pathsOf(endpoint).sort(),
        });
      }
      const unknown = routes.filter(
        (route) => !route.endpoint || !BUILT_ENDPOINTS.includes(route.endpoint),
      );
      expect(unknown.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    });
  });

  describe('the test suites check every answer against its response schema', () => {
    /** GET /api/settings/public answers `settings` instead of what the read model holds. */
    async function publicSettingsAnswering(settings: object) {
      const queries = platform.app.get(QueryBus);
      const execute = queries.execute.bind(queries);
      const spy = jest
        .spyOn(queries, 'execute')
        .mockImplementation((query) =>
          query instanceof GetPublicSettings ? Promise.resolve(settings) : execute(query),
        );
      try {
        return await call(platform.url, 'GET', '/api/settings/public');
      } finally {
        spy.mockRestore();
      }
    }

    it('passes an answer that matches', async () => {
      const answer = await publicSettingsAnswering({
        operators_under_construction: false,
        current_cohort: 'Spring',
      });
      expect(answer).toMatchObject({ status: 200, body: { current_cohort: 'Spring' } });
    });

    it('sees a command’s final answer, its position as text', async () => {
      const token = await platform.login('admin', DEMO_PASSWORDS.admin);
      const answer = await call(platform.url, 'POST', '/api/admin/settings/current_cohort', {
        token,
        body: { name: 'Autumn' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.position).toEqual(expect.any(String));
      expect(answer.body.position).toBe(answer.headers.get('x-event-position'));
    });

    it('fails the request, naming the difference, when a field is wrong or undeclared', async () => {
      const wrong = await publicSettingsAnswering({
        operators_under_construction: 'no',
        current_cohort: 'Spring',
      });
      expect(wrong.status).toBe(500);
      expect(wrong.body.error).toMatch(
        /GET \/api\/settings\/public breaks its contract: operators_under_construction: /,
      );
      const undeclared = await publicSettingsAnswering({
        operators_under_construction: false,
        current_cohort: 'Spring',
        internal_note: 'leaked',
      });
      expect(undeclared.status).toBe(500);
      expect(undeclared.body.error).toMatch(/internal_note: not in the schema/);
    });
  });

  describe('/api/docs describes every definition from its schemas', () => {
    let document: OpenApiDocument;
    beforeAll(async () => {
      const response = await call<OpenApiDocument>(platform.url, 'GET', '/api/docs-json');
      expect(response.status).toBe(200);
      document = response.body;
    });

    const operationOf = (endpoint: AnyEndpoint): Operation | undefined =>
      document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];

    it('has each path and method, aliases included', () => {
      const missing = BUILT_ENDPOINTS.flatMap((endpoint) =>
        [endpoint.path, ...endpoint.aliases].map((path) => ({ ...endpoint, path })),
      ).filter((endpoint) => !operationOf(endpoint));
      expect(missing.map(describeEndpoint)).toEqual([]);
    });

    it('offers the Idempotency-Key header on exactly the commands that replay', () => {
      for (const endpoint of BUILT_ENDPOINTS) {
        const header = (operationOf(endpoint)?.parameters ?? []).some(
          (parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
        );
        expect({ endpoint: describeEndpoint(endpoint), header }).toEqual({
          endpoint: describeEndpoint(endpoint),
          header: endpoint.idempotent,
        });
      }
    });

    it('lists the path and query parameters', () => {
      for (const endpoint of BUILT_ENDPOINTS) {
        const parameters = operationOf(endpoint)?.parameters ?? [];
        const named = (place: string) =>
          parameters.filter((parameter) => parameter.in === place).map(({ name }) => name);
        expect({ endpoint: describeEndpoint(endpoint), path: named('path') }).toEqual({
          endpoint: describeEndpoint(endpoint),
          path: pathParamNames(endpoint.path),
        });
        const query = endpoint.request.query ? Object.keys(endpoint.request.query.shape) : [];
        expect({ endpoint: describeEndpoint(endpoint), query: named('query').sort() }).toEqual({
          endpoint: describeEndpoint(endpoint),
          query: query.sort(),
        });
      }
    });

    it('describes the request body with its fields, and the file fields of uploads', () => {
      for (const endpoint of BUILT_ENDPOINTS) {
        const { body, files } = endpoint.request;
        const content = operationOf(endpoint)?.requestBody?.content ?? {};
        if (!body && !files) {
          expect({ endpoint: describeEndpoint(endpoint), content }).toEqual({
            endpoint: describeEndpoint(endpoint),
            content: {},
          });
          continue;
        }
        const mediaTypes = Object.keys(content).sort();
        expect({ endpoint: describeEndpoint(endpoint), mediaTypes }).toEqual({
          endpoint: describeEndpoint(endpoint),
          mediaTypes: !files
            ? ['application/json']
            : body && !files.required
              ? ['application/json', 'multipart/form-data']
              : ['multipart/form-data'],
        });
        for (const media of Object.values(content)) {
          expect({
            endpoint: describeEndpoint(endpoint),
            fields: describesFields(media.schema),
          }).toEqual({ endpoint: describeEndpoint(endpoint), fields: true });
          if (files) expect(media.schema?.properties).toHaveProperty(files.name);
        }
      }
    });

    it('describes the success answer: its JSON schema, or a file', () => {
      for (const endpoint of BUILT_ENDPOINTS) {
        const answer = operationOf(endpoint)?.responses[String(endpoint.successStatus)];
        const mediaType = isFileDownload(endpoint.response)
          ? 'application/octet-stream'
          : 'application/json';
        expect({
          endpoint: describeEndpoint(endpoint),
          described: Boolean(answer?.content?.[mediaType]?.schema),
        }).toEqual({ endpoint: describeEndpoint(endpoint), described: true });
      }
    });
  });
});
