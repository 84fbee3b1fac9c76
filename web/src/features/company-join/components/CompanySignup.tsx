import { COMPANY_TEXTS, SIGN_UP_TEXTS, type CompanySessionResponse } from '@morphic/contracts';
import { Anchor, Paper, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AppLink } from '../../../lib/navigation/AppLink';
import classes from '../../registration/components/Signup.module.css';
import { SignupShell } from '../../registration/components/SignupShell';
import { holdJoiningCompany, joiningCompany } from '../company-session';
import { CompanyDetailsStep } from './CompanyDetailsStep';
import { RepresentativeStep } from './RepresentativeStep';

const TEXTS = COMPANY_TEXTS.join;

/**
 * /join/company: step 1 the company, step 2 its representative, then email verification.
 * Step 2 needs the company's session (from step 1 or /join/company/link); without one the
 * page starts at step 1.
 */
export function CompanySignup({ requestedStep }: { requestedStep?: 1 | 2 }) {
  const [company, setCompany] = useState(joiningCompany);
  const onRegistered = (session: CompanySessionResponse) => {
    holdJoiningCompany(session);
    setCompany(joiningCompany());
  };
  const atRepStep = company !== null && requestedStep !== 1;

  return (
    <SignupShell
      testId="company-join-page"
      link={{ href: '/join', label: SIGN_UP_TEXTS.backToJoin, testId: 'company-join-back' }}
    >
      <div className={classes.card}>
        <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xl">
          <Title order={2} size="h3" mb="xs">
            {TEXTS.title}
          </Title>
          <Stepper active={atRepStep ? 1 : 0} size="sm" mb="lg" allowNextStepsSelect={false}>
            <Stepper.Step label={TEXTS.stepCompany} data-testid="company-stepper-company" />
            <Stepper.Step label={TEXTS.stepRep} data-testid="company-stepper-rep" />
          </Stepper>
          <Text size="sm" c="dimmed" mb="md">
            {atRepStep ? TEXTS.repIntro : TEXTS.companyIntro}
          </Text>
          {atRepStep && company ? (
            <RepresentativeStep company={company} />
          ) : (
            <CompanyDetailsStep onRegistered={onRegistered} />
          )}
          {!atRepStep && (
            <Text size="sm" mt="md" ta="center">
              {TEXTS.alreadyRegistered}{' '}
              <Anchor component={AppLink} href="/join/company/link" data-testid="company-link">
                {TEXTS.signInToAddRep}
              </Anchor>
            </Text>
          )}
        </Paper>
      </div>
    </SignupShell>
  );
}
