import { Button, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isNotFound } from '../../../lib/api-client';
import { AppLink } from '../../../lib/navigation/AppLink';
import { RouteError } from '../../session/components/RouteError';
import { isGuardAnswer } from '../../session/route-guards';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';

/**
 * What a System console analysis screen (one mission, company or operator) says around itself:
 * the link back to its console tab, its titles for a missing record and for a failure, and its
 * test ids: `back-to-system`, `<testId>`, `<testId>-loading`, `<testId>-error`.
 */
export interface AnalysisFrame {
  readonly backHref: string;
  readonly backLabel: string;
  readonly notFoundTitle: string;
  readonly failedTitle: string;
  readonly testId: string;
}

function BackToSystem({ frame }: { frame: AnalysisFrame }) {
  return (
    <Button
      component={AppLink}
      href={frame.backHref}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      px={0}
      style={{ alignSelf: 'flex-start' }}
      data-testid="back-to-system"
    >
      {frame.backLabel}
    </Button>
  );
}

/** The analysis screen itself, under the link back to its console tab. */
export function AnalysisPageFrame({
  frame,
  children,
}: {
  frame: AnalysisFrame;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" data-testid={frame.testId}>
      <BackToSystem frame={frame} />
      {children}
    </Stack>
  );
}

/** The screen while its record loads (its route's pending component). */
export function AnalysisPageLoading({ frame }: { frame: AnalysisFrame }) {
  return (
    <Stack gap="md" data-testid={`${frame.testId}-loading`}>
      <BackToSystem frame={frame} />
      <Skeleton height={40} width="40%" radius="md" />
      <Skeleton height={420} radius="lg" />
    </Stack>
  );
}

/**
 * The screen when its loader failed (its route's error component): the not-found text (no
 * Retry: it would fail the same way) or the failure text with a Retry that reloads the route.
 */
export function AnalysisPageFailed({
  frame,
  ...props
}: ErrorComponentProps & { frame: AnalysisFrame }) {
  const router = useRouter();
  if (isGuardAnswer(props.error)) return <RouteError {...props} />;
  const missing = isNotFound(props.error);
  return (
    <Stack gap="md">
      <BackToSystem frame={frame} />
      <LoadFailedAlert
        title={missing ? frame.notFoundTitle : frame.failedTitle}
        {...(missing ? {} : { onRetry: () => void router.invalidate() })}
        testId={`${frame.testId}-error`}
      />
    </Stack>
  );
}
