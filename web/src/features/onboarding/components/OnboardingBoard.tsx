import { ONBOARDING_TEXTS, type OnboardingTasksResponse } from '@morphic/contracts';
import {
  Badge,
  Button,
  Card,
  Group,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconConfetti, IconId } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useState } from 'react';
import { AppLink } from '../../../lib/navigation/AppLink';
import { RouteError } from '../../session/components/RouteError';
import { useDropSkill } from '../hooks/useDropSkill';
import { onboardingTasksQuery } from '../queries';
import { progressPercent, skillGroups } from '../onboarding-view';
import { DropSkillModal } from './DropSkillModal';
import { OnboardingLinks } from './OnboardingLinks';
import { SkillCard } from './SkillCard';

const STATUS_COLORS = { completed: 'green', no_skills: 'gray', 'in progress': 'blue' } as const;

function Header({ body }: { body: OnboardingTasksResponse | undefined }) {
  const status = body?.onboarding_status;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <Group gap="sm">
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {ONBOARDING_TEXTS.pageTitle}
            </Title>
            {status && (
              <Badge
                size="lg"
                variant="light"
                color={STATUS_COLORS[status.status]}
                data-testid="onboarding-status"
                data-status={status.status}
              >
                {ONBOARDING_TEXTS.statusLabels[status.status]}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" mt={4} maw={620}>
            {ONBOARDING_TEXTS.pageSubtitle}
          </Text>
        </div>
      </Group>
      {status && status.total_skills > 0 && (
        <div data-testid="onboarding-progress">
          <Group justify="space-between" mb={6}>
            <Text size="sm" fw={600}>
              {ONBOARDING_TEXTS.progress(status.passed_skills, status.total_skills)}
            </Text>
            <Text size="sm" c="dimmed">
              {progressPercent(status)}%
            </Text>
          </Group>
          <Progress
            value={progressPercent(status)}
            color={status.status === 'completed' ? 'green' : 'violet'}
            size="lg"
            radius="xl"
            aria-label={ONBOARDING_TEXTS.progress(status.passed_skills, status.total_skills)}
          />
          {status.dropped_skills.length > 0 && (
            <Text size="xs" c="dimmed" mt={6} data-testid="onboarding-dropped">
              {ONBOARDING_TEXTS.droppedSkills(status.dropped_skills)}
            </Text>
          )}
        </div>
      )}
    </Stack>
  );
}

function CompletedCard() {
  return (
    <Card withBorder radius="lg" padding="lg" bg="green.0" data-testid="onboarding-complete">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" color="green" variant="light">
          <IconConfetti size={24} />
        </ThemeIcon>
        <div>
          <Text fw={700} size="lg">
            {ONBOARDING_TEXTS.completedTitle}
          </Text>
          <Text c="dimmed" size="sm">
            {ONBOARDING_TEXTS.completedBody}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

function NoSkillsCard() {
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="onboarding-no-skills">
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={52} radius="xl" variant="light" color="violet">
          <IconId size={26} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {ONBOARDING_TEXTS.noSkillsTitle}
        </Text>
        <Text c="dimmed" size="sm" maw={420}>
          {ONBOARDING_TEXTS.noSkillsBody}
        </Text>
        <Button component={AppLink} href="/character-report" mt="xs">
          {ONBOARDING_TEXTS.links.characterReport}
        </Button>
      </Stack>
    </Card>
  );
}

/** The onboarding while its tasks load (the route's pending component). */
export function OnboardingLoading() {
  return (
    <Stack gap="md" data-testid="onboarding-loading">
      {[0, 1].map((key) => (
        <Skeleton key={key} height={150} radius="lg" />
      ))}
    </Stack>
  );
}

/** The onboarding when its tasks could not be loaded (the route's error component). */
export function OnboardingFailed(props: ErrorComponentProps) {
  return (
    <RouteError
      {...props}
      title={ONBOARDING_TEXTS.failedToLoad}
      detail={ONBOARDING_TEXTS.failedToFetch}
      testId="onboarding-error"
    />
  );
}

/** The operator's onboarding: progress, each skill with its tasks, and the links on. */
export function OnboardingBoard() {
  const { data: body } = useSuspenseQuery(onboardingTasksQuery());
  const drop = useDropSkill();
  const [confirming, setConfirming] = useState<string | null>(null);
  const groups = skillGroups(body);

  return (
    <Stack gap="lg" data-testid="onboarding-page">
      <Header body={body} />
      <>
        {body.onboarding_status.status === 'completed' && <CompletedCard />}
        {groups.length === 0 && body.onboarding_status.status !== 'completed' && <NoSkillsCard />}
        {groups.length > 0 && (
          <Stack gap="md" data-testid="onboarding-skills">
            <Title order={2} fz="lg">
              {ONBOARDING_TEXTS.skillsHeading}
            </Title>
            {groups.map((group) => (
              <SkillCard
                key={group.status.skill}
                group={group}
                dropping={drop.isPending && drop.variables === group.status.skill}
                onDrop={setConfirming}
              />
            ))}
          </Stack>
        )}
      </>
      <Stack gap="xs">
        <Text fw={600} size="sm" c="dimmed">
          {ONBOARDING_TEXTS.linksHeading}
        </Text>
        <OnboardingLinks />
      </Stack>
      <DropSkillModal
        skill={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(skill) => {
          setConfirming(null);
          drop.mutate(skill);
        }}
      />
    </Stack>
  );
}
