import { CHARACTER_REPORT_TEXTS, SHELL_TEXTS, TIMINGS_MS } from '@morphic/contracts';
import { Alert, Button, Card, Group, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconArrowRight,
  IconCircleCheck,
  IconLogin2,
  IconSend,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { useSession } from '../../session/hooks/useSession';
import { useSignInDialog } from '../../session/hooks/useSignInDialog';
import { useSubmitCharacterReport } from '../hooks/useSubmitCharacterReport';
import {
  errorsForStep,
  firstStepWithErrors,
  validateWizard,
  WIZARD_STEP_COUNT,
  wizardRequest,
  type WizardValues,
} from '../wizard-model';
import { ExperienceStep, GrowthStep, PortfolioStep, WorkStep } from './DetailSteps';
import { SkillsStep } from './SkillsStep';

const T = CHARACTER_REPORT_TEXTS;
const STEP_VIEWS = [SkillsStep, ExperienceStep, WorkStep, PortfolioStep, GrowthStep] as const;

/** After a successful submission: the answer, then /profile after 2 s. */
function Submitted({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate({ to: '/profile' }),
      TIMINGS_MS.redirectAfterCharacterReport,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={20} />}
      title={message}
      data-testid="cr-success"
    >
      {T.redirecting}
    </Alert>
  );
}

/** The five steps; each step's answers are checked before the next one opens. */
export function CharacterReportWizard({
  initial,
  updating,
}: {
  initial: WizardValues;
  updating: boolean;
}) {
  const { user } = useSession();
  const signIn = useSignInDialog();
  const wide = useMediaQuery('(min-width: 48em)', true);
  const form = useForm<WizardValues>({ mode: 'controlled', initialValues: initial });
  const [active, setActive] = useState(0);
  const submit = useSubmitCharacterReport(user?.operator_id ?? null);
  const last = active === WIZARD_STEP_COUNT - 1;
  const stepTitle = `${active + 1}/${WIZARD_STEP_COUNT} · ${T.steps[active]?.label ?? ''}`;

  const goTo = (step: number) => {
    form.clearErrors();
    setActive(step);
  };

  const next = () => {
    const errors = errorsForStep(validateWizard(form.values), active);
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) setActive(active + 1);
  };

  const send = () => {
    const errors = validateWizard(form.values);
    const step = firstStepWithErrors(errors);
    if (step !== null) {
      setActive(step);
      form.setErrors(errorsForStep(errors, step));
      return;
    }
    submit.mutate(wizardRequest(form.values));
  };

  if (submit.isSuccess) return <Submitted message={submit.data.message} />;

  const StepView = STEP_VIEWS[active] ?? SkillsStep;
  // The report is saved to the signed-in operator: a visitor is asked to sign in before step 1.
  const signedOut = !user;

  return (
    <Stack gap="lg" data-testid="cr-wizard">
      <Stepper
        active={active}
        onStepClick={goTo}
        allowNextStepsSelect={false}
        size="sm"
        iconSize={wide ? 34 : 28}
      >
        {T.steps.map((step, index) => (
          <Stepper.Step
            key={step.label}
            label={wide ? step.label : undefined}
            data-testid={`cr-step-${index}`}
          />
        ))}
      </Stepper>
      {!wide && (
        <Stack gap={4}>
          <Text fw={700} data-testid="cr-step-title">
            {stepTitle}
          </Text>
          <Progress
            value={((active + 1) / WIZARD_STEP_COUNT) * 100}
            size="sm"
            aria-label={stepTitle}
          />
        </Stack>
      )}

      {signedOut && (
        <Alert
          color="violet"
          variant="light"
          icon={<IconLogin2 size={18} />}
          title={T.signInFirst.title}
          data-testid="cr-sign-in-first"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{T.signInFirst.message}</Text>
            <Button size="xs" onClick={signIn.open} data-testid="cr-sign-in">
              {SHELL_TEXTS.signIn}
            </Button>
          </Stack>
        </Alert>
      )}

      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid={`cr-panel-${active}`}>
        <StepView form={form} />
      </Card>

      {submit.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="cr-error">
          <Text size="sm">{errorText(submit.error, T.failed)}</Text>
        </Alert>
      )}

      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          onClick={() => goTo(active - 1)}
          disabled={active === 0 || submit.isPending}
          data-testid="cr-back"
        >
          {T.back}
        </Button>
        {last ? (
          <Button
            leftSection={<IconSend size={16} />}
            onClick={send}
            loading={submit.isPending}
            disabled={signedOut}
            data-testid="cr-submit"
          >
            {updating ? T.update : T.submit}
          </Button>
        ) : (
          <Button
            rightSection={<IconArrowRight size={16} />}
            onClick={next}
            disabled={signedOut}
            data-testid="cr-next"
          >
            {T.next}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
