import { ErrorResponseSchema } from '@morphic/contracts';
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { openApiSchema } from './endpoint-docs';
import { ERROR_RESPONSE_SCHEMA } from './error-docs';

/** Where `/api/docs` serves the page; the document itself is at `<path>-json`. */
export const API_DOCS_PATH = 'api/docs';

/**
 * The API's OpenAPI 3.0 document, built from the endpoint definitions the controllers are bound
 * to. `npx redocly lint` passes on it (the integration suite checks that).
 */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Morphic API')
    .setDescription('Commands answer once the read models include their events (X-Event-Position).')
    // Relative: the API answers on whatever origin serves this document.
    .addServer('/', 'This server')
    .addBearerAuth()
    .build();
  // The builder's setLicense always writes a url, and the project publishes no licence text.
  config.info.license = { name: 'Proprietary' };
  const document = SwaggerModule.createDocument(app, config);
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      [ERROR_RESPONSE_SCHEMA]: openApiSchema(ErrorResponseSchema, 'output'),
    },
  };
  return document;
}
