import { IDENTITY_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { scorePasswordStrength } from '../password/password-strength.scorer';

const { checkPasswordStrength } = IDENTITY_ENDPOINTS;

/** How strong a password would be for this username and email. */
@HandlesEndpoint(checkPasswordStrength)
export class CheckPasswordStrength {
  async handle({
    body,
  }: EndpointRequest<typeof checkPasswordStrength>): Promise<Reply<typeof checkPasswordStrength>> {
    return {
      strength: scorePasswordStrength(body.password, {
        username: body.username ?? null,
        email: body.email ?? null,
      }),
    };
  }
}
