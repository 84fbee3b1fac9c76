import {
  ADMIN_MISSION_DEFAULTS,
  AdminCreateMissionRequestSchema,
  MISSIONS_CONSOLE_TEXTS,
} from '@morphic/contracts';
import { Checkbox, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { missionsAdminApi } from '../../../lib/api/clients';
import { useMissionForm, withEmptiedNumbersLeftOut } from '../hooks/useMissionForm';
import { isoOfLocalInput } from '../local-datetime';
import { MissionForm } from './MissionForm';
import { ParentMissionSelect } from './ParentMissionSelect';

const TEXTS = MISSIONS_CONSOLE_TEXTS.missionsTab.form;

const INITIAL = {
  title: '',
  description: '',
  domain_tags: '',
  required_skill_vector: '',
  difficulty_b: ADMIN_MISSION_DEFAULTS.difficulty_b as number | string,
  discrimination_a: ADMIN_MISSION_DEFAULTS.discrimination_a as number | string,
  complexity_c: ADMIN_MISSION_DEFAULTS.complexity_c as number | string,
  reward_amount: ADMIN_MISSION_DEFAULTS.reward_amount as number | string,
  reward_asset: ADMIN_MISSION_DEFAULTS.reward_asset as string,
  deadline_at: '',
  requires_vetted: false,
  parent_id: '' as string | null,
};
type Values = typeof INITIAL;

/** The form's values as the create endpoint takes them. */
const toInput = (values: Values) => ({
  ...withEmptiedNumbersLeftOut(values),
  deadline_at: isoOfLocalInput(values.deadline_at),
});

/** Spec 03 section 5 "Create mission": title and description required, the spec's defaults. */
export function MissionCreateForm({ onCreated }: { onCreated: () => void }) {
  const { form, mutation: create } = useMissionForm({
    initialValues: INITIAL,
    schema: AdminCreateMissionRequestSchema,
    toInput,
    send: (body) => missionsAdminApi.adminCreateMission({ body }),
    fallback: MISSIONS_CONSOLE_TEXTS.failedToCreateMission,
    onSent: () => {
      form.reset();
      onCreated();
    },
  });

  return (
    <MissionForm
      mutation={create}
      inputProps={form.getInputProps}
      creating
      testIdPrefix="mission-create"
      tags={
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={TEXTS.domainTags}
            description={TEXTS.domainTagsHint}
            {...form.getInputProps('domain_tags')}
            data-testid="mission-create-tags"
          />
          <Textarea
            label={TEXTS.skillVector}
            description={TEXTS.skillVectorHint}
            placeholder='{"python": 0.8}'
            autosize
            minRows={1}
            {...form.getInputProps('required_skill_vector')}
            data-testid="mission-create-skills"
          />
        </SimpleGrid>
      }
      deadline={
        <TextInput
          type="datetime-local"
          label={TEXTS.deadline}
          {...form.getInputProps('deadline_at')}
        />
      }
      rest={
        <>
          <ParentMissionSelect {...form.getInputProps('parent_id')} />
          <Checkbox
            label={TEXTS.requiresVetted}
            {...form.getInputProps('requires_vetted', { type: 'checkbox' })}
          />
        </>
      }
      submit={{
        label: TEXTS.submit,
        icon: <IconPlus size={16} />,
        testId: 'mission-create-submit',
      }}
    />
  );
}
