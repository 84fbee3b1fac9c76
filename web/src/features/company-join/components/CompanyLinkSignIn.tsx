import { COMPANY_TEXTS } from '@morphic/contracts';
import { useNavigate } from '@tanstack/react-router';
import { companiesApi } from '../../../lib/api/clients';
import { holdJoiningCompany } from '../company-session';
import { CompanyCredentialsForm } from './CompanyCredentialsForm';
import { CompanySignupCard } from './CompanySignupCard';

const TEXTS = COMPANY_TEXTS.join;

/** /join/company/link: the company signs in, then adds a representative at step 2. */
export function CompanyLinkSignIn() {
  const navigate = useNavigate();
  return (
    <CompanySignupCard
      testId="company-link-page"
      back={{ href: '/join/company', label: TEXTS.back, testId: 'company-link-back' }}
      title={TEXTS.linkTitle}
      intro={TEXTS.linkIntro}
    >
      <CompanyCredentialsForm
        testId="company-link"
        submitLabel={TEXTS.signIn}
        fallback={COMPANY_TEXTS.loginFailed}
        signIn={async (body) => {
          holdJoiningCompany(await companiesApi.companyLogin({ body, token: null }));
          await navigate({ to: '/join/company', search: { step: 2 } });
        }}
      />
    </CompanySignupCard>
  );
}
