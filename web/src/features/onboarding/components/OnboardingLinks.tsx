import { ONBOARDING_TEXTS } from '@morphic/contracts';
import { Button, Group } from '@mantine/core';
import { IconBuildingStore, IconChecklist, IconId, IconUserCircle } from '@tabler/icons-react';
import { AppLink } from '../../../lib/navigation/AppLink';

const LINKS = [
  { href: '/marketplace', label: ONBOARDING_TEXTS.links.marketplace, icon: IconBuildingStore },
  { href: '/my-tasks', label: ONBOARDING_TEXTS.links.myTasks, icon: IconChecklist },
  { href: '/profile', label: ONBOARDING_TEXTS.links.profile, icon: IconUserCircle },
  { href: '/character-report', label: ONBOARDING_TEXTS.links.characterReport, icon: IconId },
] as const;

/** The ways on from onboarding (spec 02 section 2). */
export function OnboardingLinks({ centered = false }: { centered?: boolean }) {
  return (
    <Group gap="xs" justify={centered ? 'center' : undefined} data-testid="onboarding-links">
      {LINKS.map(({ href, label, icon: Icon }) => (
        <Button
          key={href}
          component={AppLink}
          href={href}
          variant="default"
          size="sm"
          leftSection={<Icon size={16} />}
          data-testid={`onboarding-link-${href.slice(1)}`}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
