import {
  RegisterResponseSchema,
  SendVerificationResponseSchema,
  VerifyEmailResponseSchema,
  type RegisterResponse,
  type SendVerificationResponse,
  type VerifyEmailResponse,
} from '@morphic/contracts';
import { apiRequest, type ResponseSchema } from '../../../lib/api-client';

export function sendVerificationCode(email: string): Promise<SendVerificationResponse> {
  return apiRequest('/api/auth/send-verification', SendVerificationResponseSchema, {
    method: 'POST',
    body: { email },
    token: null,
  });
}

export function verifyEmailCode(email: string, code: string): Promise<VerifyEmailResponse> {
  return apiRequest('/api/auth/verify-email', VerifyEmailResponseSchema, {
    method: 'POST',
    body: { email, code },
    token: null,
  });
}

/** What a registration sends (spec 01 section 3, "Registration payload"). */
export interface RegistrationFields {
  readonly username: string;
  readonly email: string;
  readonly password: string;
  readonly full_name: string | null;
  readonly age: number | null;
  readonly education: string | null;
  readonly university: string | null;
}

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
  if (!cv) {
    return apiRequest('/api/auth/register', RegisterResponseSchema, {
      method: 'POST',
      body,
      token: null,
    });
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, String(value));
  form.append('cv_file', cv, cv.name);
  return apiRequest('/api/auth/register', RegisterResponseSchema, {
    method: 'POST',
    body: form,
    token: null,
  });
}

interface ResetAnswer {
  readonly message: string | null;
}

// The reset answer belongs to the sign-in feature; this page reads only its message.
const resetAnswer: ResponseSchema<ResetAnswer> = {
  safeParse: (data) => ({
    success: true,
    data: {
      message:
        typeof data === 'object' &&
        data !== null &&
        'message' in data &&
        typeof data.message === 'string'
          ? data.message
          : null,
    },
  }),
};

/** Sets a new password with the uid and token of a reset mail (the sign-in feature's endpoint). */
export function resetPasswordWithToken(
  uid: string,
  token: string,
  newPassword: string,
): Promise<ResetAnswer> {
  return apiRequest('/api/auth/password-reset/verify', resetAnswer, {
    method: 'POST',
    body: { uid, token, new_password: newPassword },
    token: null,
  });
}
