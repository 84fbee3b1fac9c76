import {
  CV_FILE_FIELD,
  type RegisterRequest,
  type RegisterResponse,
  type RegistrationInput,
} from '@morphic/contracts';
import { identityApi } from '../../lib/api/clients';

/** What a registration sends (spec 01 section 3, "Registration payload"), without its code. */
export type RegistrationFields = Omit<RegistrationInput, 'verification_code'>;

/** The fields with a value: age goes as a number, and only when present. */
function presentFields(fields: RegistrationFields, code: string): Record<string, string | number> {
  const body: Record<string, string | number> = {
    username: fields.username,
    email: fields.email,
    password: fields.password,
    verification_code: code,
  };
  if (fields.full_name) body.full_name = fields.full_name;
  if (fields.age !== null) body.age = fields.age;
  if (fields.education) body.education = fields.education;
  if (fields.university) body.university = fields.university;
  return body;
}

/** Registers with the mailed code: JSON, or multipart form data when a CV goes with it. */
export function registerAccount(
  fields: RegistrationFields,
  code: string,
  cv: File | null,
): Promise<RegisterResponse> {
  const body = presentFields(fields, code);
  // The absent fields are left out: the schema reads them as not given.
  if (!cv) return identityApi.register({ body: body as RegisterRequest, token: null });
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, String(value));
  form.append(CV_FILE_FIELD, cv, cv.name);
  return identityApi.register({ body: form, token: null });
}
