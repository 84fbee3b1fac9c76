import { Group, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';

/** What a Dropzone shows inside: an icon for idle, accept or reject, and what to drop. */
export function DropzonePrompt({ title, hint }: { title: string; hint: string }) {
  return (
    <Group justify="center" gap="md" wrap="nowrap" mih={72} style={{ pointerEvents: 'none' }}>
      <Dropzone.Accept>
        <IconUpload size={36} color="var(--mantine-color-violet-6)" />
      </Dropzone.Accept>
      <Dropzone.Reject>
        <IconX size={36} color="var(--mantine-color-red-6)" />
      </Dropzone.Reject>
      <Dropzone.Idle>
        <IconFileUpload size={36} color="var(--mantine-color-dimmed)" />
      </Dropzone.Idle>
      <div>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      </div>
    </Group>
  );
}
