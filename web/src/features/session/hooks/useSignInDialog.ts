import { useContext } from 'react';
import { type SignInDialogControls, SignInDialogContext } from '../sign-in-dialog-context';

export function useSignInDialog(): SignInDialogControls {
  const controls = useContext(SignInDialogContext);
  if (!controls) throw new Error('useSignInDialog must be used inside SignInDialogProvider');
  return controls;
}
