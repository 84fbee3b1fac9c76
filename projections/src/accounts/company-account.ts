import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import type { ProjectedEvent } from '../runtime/projection';
import { setFromOwnStream } from './operator-updates';

const companyUsername = (email: string): string => `company:${email}`;

/**
 * The sign-in identity of a company that signed itself up (it has a password): the company
 * signs in to add representatives. Its username is prefixed so it never collides with a
 * representative who uses the same address.
 */
export async function applyCompanyRegistered(
  { data, metadata, revision }: ProjectedEvent<'CompanyRegistered'>,
  store: ReadStore,
): Promise<void> {
  if (data.password_hash === undefined) return;
  const accounts = store.collection<AccountDoc>(ACCOUNTS_COLLECTION);
  if (await accounts.findOne({ _id: data.company_id })) return;
  const username = companyUsername(data.email);
  await accounts.insertOne({
    _id: data.company_id,
    type: 'company',
    username,
    username_lower: username.toLowerCase(),
    email: data.email,
    email_lower: data.email.toLowerCase(),
    full_name: data.company_name,
    first_name: null,
    last_name: null,
    avatar_url: null,
    role: '',
    rep_role: null,
    credits: 0,
    cohort: null,
    age: null,
    education: null,
    university: null,
    email_verified: false,
    onboarding_completed: false,
    character_report_completed: false,
    company_id: data.company_id,
    permissions: null,
    status: 'active',
    created_at: metadata.at,
    bio: null,
    cv: null,
    character_report_data: null,
    stream_revision: Number(revision),
  });
}

/** The company's new name or address, on its sign-in identity (if it has one). */
export async function applyCompanyUpdated(
  event: ProjectedEvent<'CompanyUpdated'>,
  store: ReadStore,
): Promise<void> {
  const { data } = event;
  const username = companyUsername(data.email);
  await setFromOwnStream(store, data.company_id, event, {
    username,
    username_lower: username.toLowerCase(),
    email: data.email,
    email_lower: data.email.toLowerCase(),
    full_name: data.company_name,
  });
}
