import {
  AdminUpdateMissionRequestSchema,
  MISSIONS_CONSOLE_TEXTS,
  type AdminMission,
} from '@morphic/contracts';
import { TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { missionsAdminApi } from '../../../lib/api/clients';
import { useMissionForm, withEmptiedNumbersLeftOut } from '../hooks/useMissionForm';
import { MissionForm } from './MissionForm';

const TEXTS = MISSIONS_CONSOLE_TEXTS.analysis;

/** The form's text for each field (spec 03 "Mission edit": JSON text, true text, ISO string). */
const valuesOf = (mission: AdminMission) => ({
  title: mission.title,
  description: mission.description,
  domain_tags: JSON.stringify(mission.domain_tags),
  required_skill_vector: JSON.stringify(mission.required_skill_vector),
  difficulty_b: mission.difficulty_b as number | string,
  discrimination_a: mission.discrimination_a as number | string,
  complexity_c: mission.complexity_c as number | string,
  reward_amount: mission.reward_amount as number | string,
  reward_asset: mission.reward_asset,
  deadline_at: mission.deadline_at ?? '',
  requires_vetted: String(mission.requires_vetted),
});

/** Edit Task: every field of the mission, saved at once. */
export function MissionEditForm({
  mission,
  onSaved,
}: {
  mission: AdminMission;
  onSaved: () => void;
}) {
  const { form, mutation: save } = useMissionForm({
    initialValues: valuesOf(mission),
    schema: AdminUpdateMissionRequestSchema,
    toInput: withEmptiedNumbersLeftOut,
    send: (body) => missionsAdminApi.adminUpdateMission({ params: { id: mission.id }, body }),
    fallback: MISSIONS_CONSOLE_TEXTS.failedToUpdateMission,
    onSent: onSaved,
  });
  return (
    <MissionForm
      mutation={save}
      inputProps={form.getInputProps}
      creating={false}
      testIdPrefix="mission-edit"
      tags={
        <>
          <TextInput label={TEXTS.domainTagsJson} {...form.getInputProps('domain_tags')} />
          <TextInput
            label={TEXTS.skillVectorJson}
            {...form.getInputProps('required_skill_vector')}
          />
        </>
      }
      rest={
        <>
          <TextInput label={TEXTS.deadlineIso} {...form.getInputProps('deadline_at')} />
          <TextInput label={TEXTS.requiresVettedText} {...form.getInputProps('requires_vetted')} />
        </>
      }
      submit={{
        label: TEXTS.save,
        icon: <IconDeviceFloppy size={16} />,
        testId: 'mission-edit-save',
      }}
    />
  );
}
