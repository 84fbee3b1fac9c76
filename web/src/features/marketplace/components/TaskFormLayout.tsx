import { MARKETPLACE_TEXTS } from '@morphic/contracts';
import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from '../../../lib/forms/FormError';
import { AppLink } from '../../../lib/navigation/AppLink';

/**
 * A page that posts a task (the marketplace's and a company's): the way back, the heading, and
 * the form with the title and description every task needs, the task's own fields
 * (`children`), the failure and the submit button. Test ids start with `testIdPrefix`.
 */
export function TaskFormLayout({
  testIdPrefix,
  back,
  title,
  subtitle,
  titleInput,
  descriptionInput,
  onSubmit,
  error,
  busy,
  submitLabel,
  children,
}: {
  testIdPrefix: string;
  back: { readonly href: string; readonly label: string };
  title: string;
  subtitle: string;
  titleInput: GetInputPropsReturnType;
  descriptionInput: GetInputPropsReturnType;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Container size="sm" py="xl" data-testid={`${testIdPrefix}-page`}>
      <Stack gap="lg">
        <Anchor component={AppLink} href={back.href} size="sm" c="dimmed">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {back.label}
          </Group>
        </Anchor>
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text c="dimmed" mt={4}>
            {subtitle}
          </Text>
        </div>
        <Card withBorder radius="lg" padding="lg">
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <TextInput
                label={MARKETPLACE_TEXTS.titleLabel}
                withAsterisk
                maxLength={200}
                data-testid={`${testIdPrefix}-title`}
                {...titleInput}
              />
              <Textarea
                label={MARKETPLACE_TEXTS.descriptionLabel}
                withAsterisk
                autosize
                minRows={4}
                maxRows={12}
                data-testid={`${testIdPrefix}-description`}
                {...descriptionInput}
              />
              {children}
              <FormError message={error} testId={`${testIdPrefix}-error`} />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  leftSection={<IconSend size={16} />}
                  loading={busy}
                  data-testid={`${testIdPrefix}-submit`}
                >
                  {submitLabel}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  );
}
