import { ONBOARDING_TEXTS, SHELL_TEXTS } from '@morphic/contracts';
import { IconBarrierBlock, IconCrown, IconUserOff } from '@tabler/icons-react';
import { useSession } from '../../session/hooks/useSession';
import { useSuspenseQuery } from '@tanstack/react-query';
import { publicSettingsQuery } from '../../settings/queries';
import { onboardingViewFor } from '../onboarding-view';
import { OnboardingBoard } from './OnboardingBoard';
import { OnboardingLinks } from './OnboardingLinks';
import { PageNotice } from '../../shell/components/PageNotice';

/** /onboarding (spec 02 section 2): its route asks for a login; the public setting switches it live. */
export function OnboardingPage() {
  const { user } = useSession();
  const settings = useSuspenseQuery(publicSettingsQuery());
  if (!user) return null;
  switch (onboardingViewFor(user, settings.data.operators_under_construction)) {
    case 'founder':
      return (
        <PageNotice
          icon={<IconCrown size={30} />}
          color="green"
          title={ONBOARDING_TEXTS.founderWelcomeTitle}
          message={ONBOARDING_TEXTS.founderWelcomeBody}
          testId="onboarding-complete"
        >
          <OnboardingLinks centered />
        </PageNotice>
      );
    case 'under-construction':
      return (
        <PageNotice
          icon={<IconBarrierBlock size={30} />}
          color="yellow"
          title={SHELL_TEXTS.tasksUnderConstructionTitle}
          message={SHELL_TEXTS.tasksUnderConstructionMessage}
          testId="onboarding-under-construction"
        />
      );
    case 'not-operator':
      return (
        <PageNotice
          icon={<IconUserOff size={30} />}
          color="gray"
          title={ONBOARDING_TEXTS.notOperatorTitle}
          message={ONBOARDING_TEXTS.notOperatorBody}
          testId="onboarding-not-operator"
        />
      );
    case 'onboarding':
      return <OnboardingBoard />;
  }
}
