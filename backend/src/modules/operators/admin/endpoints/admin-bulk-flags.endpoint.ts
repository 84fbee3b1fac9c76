import { OPERATOR_ADMIN_ENDPOINTS, OPERATORS_CONSOLE_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { BulkSetFlags } from '../commands/bulk-set-flags.handler';

const { adminBulkFlags } = OPERATOR_ADMIN_ENDPOINTS;

/** Sets the same flags on several operators at once. */
@HandlesEndpoint(adminBulkFlags)
export class BulkSetOperatorFlags {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle({
    body,
    context,
  }: EndpointRequest<typeof adminBulkFlags>): Promise<Reply<typeof adminBulkFlags>> {
    const { position } = await this.commands.execute(
      new BulkSetFlags(body.ids, body.flags, context),
    );
    await this.readYourWrites.settled(position);
    const message = OPERATORS_CONSOLE_TEXTS.bulkFlagsChanged(body.ids.length);
    return { success: true, message, position };
  }
}
