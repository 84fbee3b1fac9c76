import { STORY_PRICE_FIELD } from '../site/field-catalog';
import {
  API_USER,
  PERSON,
  restCaller,
  startAcme,
  type SimulatedAcme,
} from '../testing/simulated-site';

describe('the REST API of a site', () => {
  let acme: SimulatedAcme;

  beforeEach(async () => {
    acme = await startAcme();
  });
  afterEach(() => acme.simulator.close());

  it('answers the connection test with the account of the API token', async () => {
    const answer = await acme.call('GET', '/rest/api/3/myself');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      self: expect.stringContaining(`${acme.site.baseUrl}/rest/api/3/user?accountId=`),
      accountId: expect.stringMatching(/^[0-9a-f]{24}$/),
      accountType: 'atlassian',
      emailAddress: API_USER.email,
      displayName: API_USER.displayName,
      active: true,
      timeZone: 'UTC',
    });
  });

  it.each([
    ['no credentials', undefined],
    ['a wrong token', { email: API_USER.email, apiToken: 'wrong' }],
    ['a person without a token', { email: PERSON.email, apiToken: '' }],
  ])('answers 401 in Jira’s error shape for %s', async (_, credentials) => {
    const response = credentials
      ? await restCaller(acme.site.baseUrl, credentials)('GET', '/rest/api/3/myself')
      : await fetch(`${acme.site.baseUrl}/rest/api/3/myself`).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as unknown,
        }));
    expect(response).toMatchObject({
      status: 401,
      body: {
        errorMessages: ['Client must be authenticated to access this resource.'],
        errors: {},
      },
    });
  });

  it('lists the system fields and the custom Story price field', async () => {
    const fields = (await acme.call('GET', '/rest/api/3/field')).body as { id: string }[];
    expect(fields.map((field) => field.id)).toEqual(
      expect.arrayContaining(['summary', 'description', 'status', 'labels', 'duedate']),
    );
    expect(fields.find((field) => field.id === 'summary')).toEqual(
      expect.objectContaining({
        key: 'summary',
        name: 'Summary',
        custom: false,
        schema: { type: 'string', system: 'summary' },
      }),
    );
    expect(fields.find((field) => field.id === STORY_PRICE_FIELD.id)).toEqual(
      expect.objectContaining({
        key: 'customfield_10050',
        name: 'Story price',
        custom: true,
        clauseNames: ['cf[10050]', 'Story price'],
        schema: {
          type: 'number',
          custom: 'com.atlassian.jira.plugin.system.customfieldtypes:float',
          customId: 10050,
        },
      }),
    );
  });

  it('answers 404 for a path it does not serve and for a site that does not exist', async () => {
    expect((await acme.call('GET', '/rest/api/3/dashboard')).status).toBe(404);
    const elsewhere = await fetch(`${acme.simulator.baseUrl}/globex/rest/api/3/myself`);
    expect(elsewhere.status).toBe(404);
  });
});
