import { COMPANY_WORK_TEXTS, type CompanyOperator } from '@morphic/contracts';
import {
  Badge,
  Center,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconMailQuestion, IconUsers } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { RouteError } from '../../session/components/RouteError';
import { companyOperatorsQuery } from '../queries';
import { NameBadges } from '../../shell/components/NameBadges';
import { CompanyActiveGate } from './CompanyActiveGate';

const SHOWN_SKILLS = 6;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </div>
  );
}

const orDash = (value: string | null): string => value ?? COMPANY_WORK_TEXTS.notStated;

function OperatorCard({ operator }: { operator: CompanyOperator }) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid={`company-operator-${operator.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} truncate>
            @{operator.handle}
          </Text>
          <Badge
            variant="light"
            color={operator.email_verified ? 'teal' : 'gray'}
            leftSection={
              operator.email_verified ? (
                <IconCircleCheck size={12} />
              ) : (
                <IconMailQuestion size={12} />
              )
            }
            style={{ flexShrink: 0 }}
          >
            {operator.email_verified
              ? COMPANY_WORK_TEXTS.emailVerified
              : COMPANY_WORK_TEXTS.emailNotVerified}
          </Badge>
        </Group>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          <Detail label={COMPANY_WORK_TEXTS.level}>
            <Text span tt="capitalize" inherit>
              {orDash(operator.level)}
            </Text>
          </Detail>
          <Detail label={COMPANY_WORK_TEXTS.capacity}>
            {operator.capacity_hours === null
              ? COMPANY_WORK_TEXTS.notStated
              : COMPANY_WORK_TEXTS.capacityHours(operator.capacity_hours)}
          </Detail>
          <Detail label={COMPANY_WORK_TEXTS.timezone}>{orDash(operator.timezone)}</Detail>
          <Detail label={COMPANY_WORK_TEXTS.cohort}>{orDash(operator.cohort)}</Detail>
        </SimpleGrid>
        {operator.skills.length > 0 && (
          <NameBadges names={operator.skills.map(({ name }) => name)} shown={SHOWN_SKILLS} />
        )}
      </Stack>
    </Paper>
  );
}

function CompanyOperators() {
  const query = useSuspenseQuery(companyOperatorsQuery());
  return (
    <Stack gap="lg" data-testid="company-operators-page">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {COMPANY_WORK_TEXTS.operatorsTitle}
        </Title>
        <Text c="dimmed" mt={4}>
          {COMPANY_WORK_TEXTS.operatorsSubtitle}
        </Text>
      </div>
      {query.data.operators.length === 0 ? (
        <Center py={56} data-testid="company-operators-empty">
          <Stack align="center" gap={6}>
            <ThemeIcon size={52} radius="xl" variant="light" color="gray">
              <IconUsers size={26} />
            </ThemeIcon>
            <Text fw={700}>{COMPANY_WORK_TEXTS.noOperators}</Text>
          </Stack>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="company-operators-list">
          {query.data.operators.map((operator) => (
            <OperatorCard key={operator.id} operator={operator} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The operators while they load (the route's pending component). */
export function CompanyOperatorsLoading() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="company-operators-loading">
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} height={170} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** The operators when they could not be loaded (the route's error component). */
export function CompanyOperatorsFailed(props: ErrorComponentProps) {
  const network = props.error instanceof ApiError && props.error.kind === 'network';
  return (
    <RouteError
      {...props}
      title={
        network
          ? COMPANY_WORK_TEXTS.networkErrorLoadingOperators
          : COMPANY_WORK_TEXTS.unableToLoadOperators
      }
      testId="company-operators-error"
    />
  );
}

/** /company/operators: the vetted operators (company representatives of an active company). */
export function CompanyOperatorsPage() {
  return (
    <CompanyActiveGate>
      <CompanyOperators />
    </CompanyActiveGate>
  );
}
