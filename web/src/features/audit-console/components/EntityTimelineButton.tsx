import { SYSTEM_LOGS_TEXTS } from '@morphic/contracts';
import { Button } from '@mantine/core';
import { IconTimeline } from '@tabler/icons-react';
import { useState } from 'react';
import { EntityTimeline } from './EntityTimeline';

/** A button that opens an entity's timeline, for any screen that shows one entity. */
export function EntityTimelineButton({ stream, label }: { stream: string; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconTimeline size={14} />}
        onClick={() => setOpen(true)}
        data-testid="open-entity-timeline"
      >
        {label ?? SYSTEM_LOGS_TEXTS.openTimeline}
      </Button>
      <EntityTimeline stream={open ? stream : null} onClose={() => setOpen(false)} />
    </>
  );
}
