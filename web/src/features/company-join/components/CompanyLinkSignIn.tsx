import { COMPANY_TEXTS } from '@morphic/contracts';
import { companiesApi } from '../../../lib/api/clients';
import { useJoinAsCompany } from '../hooks/useJoinAsCompany';
import { CompanyCredentialsForm } from './CompanyCredentialsForm';
import { CompanySignupCard } from './CompanySignupCard';

const TEXTS = COMPANY_TEXTS.join;

/** /join/company/link: the company signs in, then adds a representative at step 2. */
export function CompanyLinkSignIn() {
  const joinAsCompany = useJoinAsCompany();
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
        signIn={async (body) =>
          joinAsCompany(await companiesApi.companyLogin({ body, token: null }))
        }
      />
    </CompanySignupCard>
  );
}
