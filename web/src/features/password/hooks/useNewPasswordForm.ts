import { useForm } from '@mantine/form';
import { validateNewPassword, type NewPasswordValues } from '../new-password-form';

/** The form of a new password and its confirmation. */
export function useNewPasswordForm() {
  return useForm<NewPasswordValues>({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate: validateNewPassword,
  });
}
