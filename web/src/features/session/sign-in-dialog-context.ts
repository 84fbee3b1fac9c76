import { createContext } from 'react';

export interface SignInDialogControls {
  readonly opened: boolean;
  readonly open: () => void;
  readonly close: () => void;
}

export const SignInDialogContext = createContext<SignInDialogControls | null>(null);
