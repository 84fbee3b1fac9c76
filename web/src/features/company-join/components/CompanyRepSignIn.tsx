import { COMPANY_TEXTS } from '@morphic/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { companiesApi } from '../../../lib/api/clients';
import { useSession } from '../../session/hooks/useSession';
import { establishSession } from '../../session/session-actions';
import { CompanyCredentialsForm } from './CompanyCredentialsForm';
import { CompanySignupCard } from './CompanySignupCard';

const TEXTS = COMPANY_TEXTS.login;

/** /company/login: a representative signs in and lands on the company dashboard. */
export function CompanyRepSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  if (user?.type === 'company_rep') return <Navigate to="/company/dashboard" replace />;

  return (
    <CompanySignupCard
      testId="company-login-page"
      back={{ href: '/join/company', label: TEXTS.backToJoin, testId: 'company-login-back' }}
      title={TEXTS.title}
      intro={TEXTS.intro}
    >
      <CompanyCredentialsForm
        testId="company-login"
        submitLabel={TEXTS.submit}
        fallback={COMPANY_TEXTS.invalidCredentials}
        signIn={async (body) => {
          establishSession(queryClient, await companiesApi.companyRepLogin({ body, token: null }));
          await navigate({ to: '/company/dashboard' });
        }}
      />
    </CompanySignupCard>
  );
}
