import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { SignInDialogContext } from '../sign-in-dialog-context';

// The dialog (login, two-factor, registration, password reset) loads on first use, not with
// every page.
const SignInDialog = lazy(() =>
  import('./SignInDialog').then((module) => ({ default: module.SignInDialog })),
);

/** Owns the one sign-in dialog of the app; any screen opens it with `useSignInDialog()`. */
export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [used, setUsed] = useState(false);
  const controls = useMemo(
    () => ({
      opened,
      open: () => {
        setUsed(true);
        open();
      },
      close,
    }),
    [opened, open, close],
  );
  return (
    <SignInDialogContext.Provider value={controls}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <SignInDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </SignInDialogContext.Provider>
  );
}
