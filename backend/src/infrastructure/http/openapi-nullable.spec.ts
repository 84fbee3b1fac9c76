import { z } from 'zod';
import { openApiSchema } from './endpoint-docs';

describe('openApiSchema states null the way OpenAPI 3.0 tools read it', () => {
  it('adds null to a nullable enum', () => {
    expect(openApiSchema(z.enum(['active', 'pending']).nullable(), 'output')).toEqual({
      type: 'string',
      enum: ['active', 'pending', null],
      nullable: true,
    });
  });

  it('makes one typed enum of a nullable union of enums', () => {
    const education = z.enum(['bachelors', 'masters']).or(z.literal('')).nullish();
    expect(openApiSchema(z.object({ education }), 'input').properties?.education).toEqual({
      type: 'string',
      enum: ['bachelors', 'masters', '', null],
      nullable: true,
    });
  });

  it('gives any other nullable union a branch that takes null', () => {
    expect(openApiSchema(z.union([z.string(), z.number()]).nullable(), 'output')).toEqual({
      anyOf: [
        { type: 'string' },
        { type: 'number' },
        { type: 'string', nullable: true, enum: [null] },
      ],
    });
  });

  it('leaves a nullable value that is not an enum as zod writes it', () => {
    expect(openApiSchema(z.string().nullable(), 'output')).toEqual({
      type: 'string',
      nullable: true,
    });
  });
});
