import { MESSAGES } from '@morphic/contracts';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { errorText } from '../../../lib/api-client';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';
import { AccessDeniedError, SignInRequiredError } from '../route-guards';
import { AccessDenied } from './AccessDenied';
import { PleaseSignIn } from './PleaseSignIn';

/**
 * What a route shows instead of its page when its guard or loader failed: the guards' answers
 * (sign in, Access Denied), else the failure with a retry that reloads the route.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  if (error instanceof SignInRequiredError) return <PleaseSignIn {...error.view} />;
  if (error instanceof AccessDeniedError) return <AccessDenied roles={error.roles} />;
  return (
    <LoadFailedAlert
      title={MESSAGES.somethingWentWrong}
      detail={errorText(error, MESSAGES.somethingWentWrong)}
      onRetry={() => void router.invalidate()}
    />
  );
}
