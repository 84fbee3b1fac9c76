import { MESSAGES } from '@morphic/contracts';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { errorText } from '../../../lib/api-client';
import { ScreenDataError } from '../../../lib/route-data';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';
import { AccessDeniedError, SignInRequiredError } from '../route-guards';
import { AccessDenied } from './AccessDenied';
import { PleaseSignIn } from './PleaseSignIn';

/** How a page names its own failure to load (the generic 'Something went wrong' otherwise). */
export interface RouteFailureWords {
  readonly title?: string;
  /** Said under the title when the server gave no reason. */
  readonly detail?: string;
  readonly testId?: string;
}

/**
 * What a route shows instead of its page when its guard or loader failed: the guards' answers
 * (sign in, Access Denied), else the failure with a retry that reloads the route. A page with
 * its own words for the failure passes them from its route's error component.
 */
export function RouteError({
  error,
  reset,
  info,
  title,
  detail,
  testId,
}: ErrorComponentProps & RouteFailureWords) {
  const router = useRouter();
  if (error instanceof SignInRequiredError) return <PleaseSignIn {...error.view} />;
  if (error instanceof AccessDeniedError) return <AccessDenied roles={error.roles} />;
  if (error instanceof ScreenDataError) {
    return (
      <RouteError
        error={error.cause}
        reset={reset}
        info={info}
        title={error.title}
        testId={error.testId}
      />
    );
  }
  // The server's reason when it gave one, under the page's own title or the generic one.
  const reason = errorText(error, detail ?? (title ? '' : MESSAGES.somethingWentWrong));
  return (
    <LoadFailedAlert
      title={title ?? MESSAGES.somethingWentWrong}
      detail={reason || undefined}
      onRetry={() => void router.invalidate()}
      testId={testId}
    />
  );
}
