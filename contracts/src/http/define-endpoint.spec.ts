import { z } from 'zod';
import {
  FILE_DOWNLOAD,
  atAlias,
  defineEndpoint,
  isFileDownload,
  pathParamNames,
} from './define-endpoint';

describe('defineEndpoint', () => {
  const apply = defineEndpoint({
    method: 'POST',
    path: '/api/tasks/{id}/apply',
    access: 'operator',
    summary: 'Take a mission',
    request: { body: z.object({ message: z.string().optional() }) },
    response: z.object({ success: z.literal(true) }),
  });

  it('keeps what it is given and answers 200 unless told otherwise', () => {
    expect(apply).toMatchObject({
      method: 'POST',
      path: '/api/tasks/{id}/apply',
      access: 'operator',
      summary: 'Take a mission',
      successStatus: 200,
    });
    expect(apply.request.query).toBeUndefined();
    expect(apply.request.files).toBeUndefined();
  });

  it('makes the path placeholders its params schema, each a string', () => {
    expect(apply.request.params.parse({ id: 'm-1', other: 'dropped' })).toEqual({ id: 'm-1' });
    expect(apply.request.params.safeParse({}).success).toBe(false);
  });

  it('makes a POST a command: idempotent, and its answer carries the event position', () => {
    expect(apply).toMatchObject({ kind: 'command', idempotent: true, aliases: [] });
    expect(apply.response.parse({ success: true, position: '1/1' })).toEqual({
      success: true,
      position: '1/1',
    });
    expect(apply.response.safeParse({ success: true }).success).toBe(false);
  });

  it('makes a GET a query, and an action neither idempotent nor positioned', () => {
    const read = defineEndpoint({
      method: 'GET',
      path: '/api/hello',
      access: 'public',
      summary: 'Hello',
      response: z.object({ message: z.string() }),
    });
    const signIn = defineEndpoint({
      method: 'POST',
      path: '/api/auth/login',
      kind: 'action',
      access: 'public',
      summary: 'Sign in',
      response: z.object({ token: z.string() }),
    });
    for (const endpoint of [read, signIn]) {
      expect(endpoint.idempotent).toBe(false);
      expect(
        endpoint.response.parse({ message: 'hi', token: 't', position: '1/1' }),
      ).not.toHaveProperty('position');
    }
    expect([read.kind, signIn.kind]).toEqual(['query', 'action']);
  });

  it('lets a command that answers a secret refuse replays', () => {
    const register = defineEndpoint({
      method: 'POST',
      path: '/api/auth/register',
      idempotent: false,
      access: 'public',
      summary: 'Register',
      response: z.object({ token: z.string() }),
    });
    expect(register).toMatchObject({ kind: 'command', idempotent: false });
  });

  it('refuses a command whose answer is not an object', () => {
    expect(() =>
      defineEndpoint({
        method: 'POST',
        path: '/api/things',
        access: 'user',
        summary: 'A list',
        response: z.array(z.string()),
      }),
    ).toThrow('a command answers a JSON object');
  });

  it('serves aliases with the same placeholders, and calls one by its path', () => {
    const submit = defineEndpoint({
      method: 'POST',
      path: '/api/assignments/{id}/submit',
      aliases: ['/api/marketplace/assignments/{id}/submit'],
      access: 'operator',
      summary: 'Submit',
      response: z.object({ success: z.literal(true) }),
    });
    expect(atAlias(submit, '/api/marketplace/assignments/{id}/submit').path).toBe(
      '/api/marketplace/assignments/{id}/submit',
    );
    expect(() => atAlias(submit, '/api/other/{id}')).toThrow('is not an alias');
    expect(() =>
      defineEndpoint({
        method: 'POST',
        path: '/api/assignments/{id}/submit',
        aliases: ['/api/marketplace/submit'],
        access: 'operator',
        summary: 'Submit',
        response: z.object({ success: z.literal(true) }),
      }),
    ).toThrow('must have the placeholders of /api/assignments/{id}/submit');
  });

  it('tells file downloads from JSON answers', () => {
    expect(isFileDownload(FILE_DOWNLOAD)).toBe(true);
    expect(isFileDownload(apply.response)).toBe(false);
  });
});

describe('pathParamNames', () => {
  it('lists the placeholders in order', () => {
    expect(pathParamNames('/api/operators/{id}/notifications/{notificationId}/read')).toEqual([
      'id',
      'notificationId',
    ]);
    expect(pathParamNames('/api/hello')).toEqual([]);
  });
});
