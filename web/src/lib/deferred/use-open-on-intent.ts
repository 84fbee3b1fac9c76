import { useState } from 'react';
import type { DeferredModule } from './deferred-module';

export type OpeningIntent = 'hover' | 'press';

export interface IntentTriggerProps {
  readonly onFocus: () => void;
  readonly onPointerEnter: () => void;
  readonly onClick: () => void;
}

export interface OpenOnIntent<Module> {
  /** The loaded module once the user asked to open the control; null until then. */
  readonly module: Module | null;
  /** The placeholder had the keyboard focus (or was pressed): the real trigger takes it. */
  readonly takeFocus: boolean;
  /** For the placeholder: a look-alike of the control's trigger. */
  readonly triggerProps: IntentTriggerProps;
}

/**
 * A menu or drawer whose code loads on first use. Focusing or pointing at the placeholder starts
 * the download; the real control replaces the placeholder, already open, when the user has
 * asked to open it (`opensOn`) and the code is there. A press is handled on `click`, after the
 * button was released, so no click is lost between the placeholder and the real trigger.
 */
export function useOpenOnIntent<Module>(
  deferred: DeferredModule<Module>,
  opensOn: readonly OpeningIntent[],
): OpenOnIntent<Module> {
  const [asked, setAsked] = useState<OpeningIntent | null>(null);
  const [module, setModule] = useState(() => deferred.current());
  const fetchModule = () => {
    if (module === undefined) void deferred.load().then(setModule, () => undefined);
  };
  const ask = (intent: OpeningIntent) => {
    fetchModule();
    if (opensOn.includes(intent)) setAsked((current) => (current === 'press' ? current : intent));
  };
  return {
    module: asked && module !== undefined ? module : null,
    takeFocus: asked === 'press',
    triggerProps: {
      onFocus: fetchModule,
      onPointerEnter: () => ask('hover'),
      onClick: () => ask('press'),
    },
  };
}
