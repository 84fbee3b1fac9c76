import { useEffect, useRef, useState } from 'react';

/**
 * For a menu that replaces its placeholder trigger (see `useOpenOnIntent`): it opens right
 * after it mounts, once its own trigger has the focus if the placeholder had it, so closing the
 * menu gives the focus back to the trigger as a menu that was there all along would.
 */
export function useOpenedOnArrival(takeFocus: boolean) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (takeFocus) triggerRef.current?.focus();
    setOpened(true);
  }, [takeFocus]);
  return { triggerRef, opened, setOpened };
}
