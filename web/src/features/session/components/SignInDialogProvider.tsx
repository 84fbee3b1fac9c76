import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useMemo } from 'react';
import { SignInDialogContext } from '../sign-in-dialog-context';
import { SignInDialog } from './SignInDialog';

/** Owns the one sign-in dialog of the app; any screen opens it with `useSignInDialog()`. */
export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  const controls = useMemo(() => ({ opened, open, close }), [opened, open, close]);
  return (
    <SignInDialogContext.Provider value={controls}>
      {children}
      <SignInDialog opened={opened} onClose={close} />
    </SignInDialogContext.Provider>
  );
}
