import type { COMPANIES_ENDPOINTS } from '@morphic/contracts';
import type { QueryBus } from '@nestjs/cqrs';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetSessionUser } from '../../identity/session/queries/get-session-user.handler';
import { GetCompanyRep } from './queries/get-company-rep.handler';

type RepSession = Pick<
  Reply<(typeof COMPANIES_ENDPOINTS)['companyRepLogin']>,
  'token' | 'expires_at' | 'status' | 'company_rep' | 'user'
>;

/** A representative's new session as their sign-in and sign-up answer it: token, user, record. */
export async function repSessionOf(
  queries: QueryBus,
  repId: string,
  session: { token: string; expiresAt: Date },
): Promise<RepSession> {
  const [user, companyRep] = await Promise.all([
    queries.execute(new GetSessionUser(repId, null)),
    queries.execute(new GetCompanyRep(repId)),
  ]);
  return {
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    status: companyRep.company_status,
    company_rep: companyRep,
    user,
  };
}
