import {
  CHALLENGE_PREFERENCE_OPTIONS,
  CHARACTER_REPORT_LIMITS,
  CHARACTER_REPORT_TEXTS,
  COMMUNICATION_PREFERENCES,
  DOMAIN_LABELS,
  DOMAINS,
  domainsForInterests,
  EDUCATION_BACKGROUND_LABELS,
  EDUCATION_BACKGROUNDS,
  experienceLevelForYears,
  LEARNING_INTEREST_OPTIONS,
  YEARS_EXPERIENCE_OPTIONS,
  yearsExperienceLabel,
} from '@morphic/contracts';
import {
  Badge,
  Chip,
  Group,
  Input,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { availabilityTimezones } from '../timezones';
import type { WizardValues } from '../wizard-model';

type StepProps = { readonly form: UseFormReturnType<WizardValues> };
const T = CHARACTER_REPORT_TEXTS;
const L = CHARACTER_REPORT_LIMITS;

/** Step 2: years (and the level they give), specialization, education. */
export function ExperienceStep({ form }: StepProps) {
  const years = form.values.years_experience;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label={T.experience.years}
          placeholder={T.yearsRequired}
          data={YEARS_EXPERIENCE_OPTIONS.map((value) => ({
            value,
            label: yearsExperienceLabel(value),
          }))}
          allowDeselect={false}
          withAsterisk
          data-testid="cr-years-select"
          {...form.getInputProps('years_experience')}
        />
        <Input.Wrapper label={T.experience.level} description={T.experience.levelHint}>
          <Group mt={6}>
            <Badge
              size="lg"
              variant="light"
              color={years ? 'violet' : 'gray'}
              data-testid="cr-level"
            >
              {years ? T.levels[experienceLevelForYears(years)] : '—'}
            </Badge>
          </Group>
        </Input.Wrapper>
      </SimpleGrid>
      <TextInput
        label={T.experience.specialization}
        placeholder={T.experience.specializationPlaceholder}
        maxLength={L.specializationLength + 20}
        data-testid="cr-specialization-input"
        {...form.getInputProps('specialization')}
      />
      <Select
        label={T.experience.education}
        data={EDUCATION_BACKGROUNDS.map((value) => ({
          value,
          label: EDUCATION_BACKGROUND_LABELS[value],
        }))}
        clearable
        data-testid="cr-education-select"
        {...form.getInputProps('education_background')}
      />
    </Stack>
  );
}

/** Step 3: preferred domains and availability. */
export function WorkStep({ form }: StepProps) {
  const timezones = useMemo(availabilityTimezones, []);
  return (
    <Stack gap="lg">
      <Input.Wrapper label={T.work.domains} description={T.work.domainsHint}>
        <Chip.Group multiple {...form.getInputProps('preferred_domains')}>
          <Group gap="xs" mt="xs" data-testid="cr-domains">
            {DOMAINS.map((domain) => (
              <Chip key={domain} value={domain} variant="light" data-testid={`cr-domain-${domain}`}>
                {DOMAIN_LABELS[domain]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberInput
          label={T.work.hours}
          min={L.hoursMin}
          max={L.hoursMax}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          data-testid="cr-hours-input"
          {...form.getInputProps('availability.hours')}
        />
        <Select
          label={T.work.timezone}
          data={timezones}
          searchable
          allowDeselect={false}
          data-testid="cr-timezone-select"
          {...form.getInputProps('availability.timezone')}
        />
        <Select
          label={T.work.communication}
          data={[...COMMUNICATION_PREFERENCES]}
          allowDeselect={false}
          data-testid="cr-communication-select"
          {...form.getInputProps('availability.communication_preference')}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Step 4: projects, achievements, certifications, links. */
export function PortfolioStep({ form }: StepProps) {
  const list = (field: keyof WizardValues, label: string, testId: string, placeholder?: string) => (
    <TagsInput
      label={label}
      description={T.portfolio.listHint}
      placeholder={placeholder}
      maxTags={L.listItems}
      clearable
      splitChars={[]}
      data-testid={testId}
      {...form.getInputProps(field)}
    />
  );
  return (
    <Stack gap="md">
      {list('notable_projects', T.portfolio.projects, 'cr-projects-input')}
      {list('achievements', T.portfolio.achievements, 'cr-achievements-input')}
      {list('certifications', T.portfolio.certifications, 'cr-certifications-input')}
      {list('portfolio_links', T.portfolio.links, 'cr-links-input', T.portfolio.linksPlaceholder)}
    </Stack>
  );
}

/** Step 5: learning interests (and the domains they point to), challenge preferences. */
export function GrowthStep({ form }: StepProps) {
  const domains = domainsForInterests(form.values.learning_interests);
  return (
    <Stack gap="md">
      <TagsInput
        label={T.growth.interests}
        description={T.growth.interestsHint}
        data={[...LEARNING_INTEREST_OPTIONS]}
        maxTags={L.listItems}
        clearable
        comboboxProps={{ withinPortal: true }}
        data-testid="cr-interests-input"
        {...form.getInputProps('learning_interests')}
      />
      {domains.length > 0 && (
        <Group gap={6} data-testid="cr-interest-domains">
          {domains.map((domain) => (
            <Badge key={domain} variant="dot" color="violet" tt="none">
              {DOMAIN_LABELS[domain]}
            </Badge>
          ))}
        </Group>
      )}
      <TagsInput
        label={T.growth.challenges}
        data={[...CHALLENGE_PREFERENCE_OPTIONS]}
        maxTags={L.listItems}
        clearable
        comboboxProps={{ withinPortal: true }}
        data-testid="cr-challenges-input"
        {...form.getInputProps('challenge_preferences')}
      />
      <Text size="sm" c="dimmed">
        {T.review}
      </Text>
    </Stack>
  );
}
