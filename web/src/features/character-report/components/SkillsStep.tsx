import {
  CHARACTER_REPORT_TEXTS,
  isKnownSkill,
  PROFICIENCIES,
  SKILL_CATEGORIES,
  SKILL_CATEGORY_LABELS,
  suggestSkills,
  type SkillCategory,
} from '@morphic/contracts';
import {
  ActionIcon,
  Alert,
  Autocomplete,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { blankSkillRow, type WizardValues } from '../wizard-model';

const T = CHARACTER_REPORT_TEXTS.skills;

function CategorySection({
  form,
  category,
}: {
  form: UseFormReturnType<WizardValues>;
  category: SkillCategory;
}) {
  const rows = form.values.technical_skills[category];
  const labels = SKILL_CATEGORY_LABELS[category];
  const path = `technical_skills.${category}`;
  const filled = rows.filter((row) => isKnownSkill(category, row.name)).length;

  return (
    <Card withBorder radius="md" p={{ base: 'sm', xs: 'md' }} data-testid={`cr-skills-${category}`}>
      <Group justify="space-between" mb={rows.length > 0 ? 'sm' : 0}>
        <Text fw={700}>{labels.plural}</Text>
        {filled > 0 && (
          <Badge variant="light" color="violet">
            {T.count(filled)}
          </Badge>
        )}
      </Group>
      <Stack gap="xs">
        {rows.map((row, index) => (
          <Group key={index} gap="xs" align="flex-start" wrap="wrap">
            <Autocomplete
              style={{ flex: '1 1 200px', minWidth: 0 }}
              placeholder={T.name(labels.singular)}
              aria-label={T.name(labels.singular)}
              data={suggestSkills(category, row.name)}
              // The catalogue already filtered and ordered the names.
              filter={({ options }) => options}
              comboboxProps={{ withinPortal: true }}
              data-testid={`cr-skill-input-${category}-${index}`}
              {...form.getInputProps(`${path}.${index}.name`)}
            />
            <Group gap="xs" wrap="nowrap" style={{ flex: '0 0 auto' }}>
              <Select
                w={150}
                aria-label={T.proficiency}
                data={[...PROFICIENCIES]}
                allowDeselect={false}
                data-testid={`cr-skill-proficiency-${category}-${index}`}
                {...form.getInputProps(`${path}.${index}.proficiency`)}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size={36}
                aria-label={T.remove}
                onClick={() => form.removeListItem(path, index)}
                data-testid={`cr-skill-remove-${category}-${index}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem(path, blankSkillRow())}
          style={{ alignSelf: 'flex-start' }}
          data-testid={`cr-skill-add-${category}`}
        >
          {T.add(labels.singular)}
        </Button>
      </Stack>
    </Card>
  );
}

/** Step 1: skills per category, names from the catalogue. */
export function SkillsStep({ form }: { form: UseFormReturnType<WizardValues> }) {
  const missing = form.errors.technical_skills;
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {T.intro}
      </Text>
      {missing && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="cr-skills-error">
          {missing}
        </Alert>
      )}
      {SKILL_CATEGORIES.map((category) => (
        <CategorySection key={category} form={form} category={category} />
      ))}
    </Stack>
  );
}
