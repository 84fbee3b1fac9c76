import { z } from 'zod';
import { FILE_DOWNLOAD, defineEndpoint, isFileDownload, pathParamNames } from './define-endpoint';

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
