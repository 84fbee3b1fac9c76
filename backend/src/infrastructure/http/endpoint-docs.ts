import { isFileDownload, pathParamNames, type AnyEndpoint } from '@morphic/contracts';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiResponse,
  type SchemaObject,
} from '@nestjs/swagger';
import { z } from 'zod';
import { errorResponses } from './error-docs';
import { withStatedNulls } from './openapi-nullable';

type Documentation = MethodDecorator;

/** A request part as the client sends it, or an answer as the client reads it. */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output'): SchemaObject {
  return withStatedNulls(
    z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as SchemaObject,
  );
}

const BINARY: SchemaObject = { type: 'string', format: 'binary' };

function queryParameters(endpoint: AnyEndpoint): Documentation[] {
  if (!endpoint.request.query) return [];
  const { properties = {}, required = [] } = openApiSchema(endpoint.request.query, 'input');
  return Object.entries(properties).map(([name, schema]) =>
    ApiQuery({ name, required: required.includes(name), schema }),
  );
}

/** The JSON fields and, for uploads, the multipart file field(s) beside them. */
function requestBody(endpoint: AnyEndpoint): Documentation[] {
  const { body, files } = endpoint.request;
  if (!body && !files) return [];
  const fields: SchemaObject = body ? openApiSchema(body, 'input') : { type: 'object' };
  if (!files) return [ApiBody({ schema: fields })];
  const schema: SchemaObject = {
    ...fields,
    properties: {
      ...fields.properties,
      [files.name]: files.multiple ? { type: 'array', items: BINARY } : BINARY,
    },
    required: [...(fields.required ?? []), ...(files.required ? [files.name] : [])],
  };
  const mediaTypes = body && !files.required ? ['application/json'] : [];
  return [ApiConsumes(...mediaTypes, 'multipart/form-data'), ApiBody({ schema })];
}

function response(endpoint: AnyEndpoint): Documentation {
  const status = endpoint.successStatus;
  if (isFileDownload(endpoint.response)) {
    return ApiResponse({
      status,
      description: 'The file',
      content: { 'application/octet-stream': { schema: BINARY } },
    });
  }
  return ApiResponse({
    status,
    description: 'OK',
    schema: openApiSchema(endpoint.response, 'output'),
  });
}

/** The OpenAPI description of an endpoint, from its definition's schemas. */
export function documentation(endpoint: AnyEndpoint): Documentation[] {
  const needsToken = endpoint.access !== 'public' && endpoint.access !== 'webhook';
  return [
    // `security: []` says the bearer token is not needed (a webhook proves itself otherwise).
    ApiOperation({ summary: endpoint.summary, ...(needsToken ? {} : { security: [] }) }),
    ...pathParamNames(endpoint.path).map((name) =>
      ApiParam({ name, required: true, schema: { type: 'string' } }),
    ),
    ...queryParameters(endpoint),
    ...requestBody(endpoint),
    response(endpoint),
    ...errorResponses(endpoint),
    ...(needsToken ? [ApiBearerAuth()] : []),
  ];
}
