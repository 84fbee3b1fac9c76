import {
  type Education,
  type OperatorRecord,
  type UpdateProfileRequest,
  UpdateProfileRequestSchema,
} from '@morphic/contracts';
import { schemaForm } from '../../lib/forms/schema-form';

/** The edit form's fields; empty inputs are '' until sent. */
export interface ProfileFormValues {
  full_name: string;
  age: number | string;
  education: Education | '';
  university: string;
  bio: string;
  avatar_url: string;
}

export function profileFormValues(record: OperatorRecord): ProfileFormValues {
  return {
    full_name: record.full_name ?? '',
    age: record.age ?? '',
    education: record.education ?? '',
    university: record.university ?? '',
    bio: record.bio ?? '',
    avatar_url: record.avatar_url ?? '',
  };
}

/** The PUT body: every field, empty ones cleared (text that is not a number fails as an age). */
export function profileRequest(values: ProfileFormValues): UpdateProfileRequest {
  return {
    full_name: values.full_name,
    age: values.age === '' ? null : Number(values.age),
    education: values.education,
    university: values.university,
    bio: values.bio,
    avatar_url: values.avatar_url,
  };
}

/**
 * The server's rules on the body the values make: the same messages, under the same field
 * names; on submit, that body as the server reads it (trimmed, empty text as null).
 */
export const profileFormRules = schemaForm(UpdateProfileRequestSchema, profileRequest);
