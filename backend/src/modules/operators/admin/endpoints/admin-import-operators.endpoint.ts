import { OPERATOR_ADMIN_ENDPOINTS, OPERATORS_CONSOLE_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { ImportOperators } from '../commands/import-operators.handler';

const { adminImportOperators } = OPERATOR_ADMIN_ENDPOINTS;

/** Creates operators from imported rows, answering each row's outcome. */
@HandlesEndpoint(adminImportOperators)
export class AdminImportOperators {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle({
    body,
    caller,
    context,
  }: EndpointRequest<typeof adminImportOperators>): Promise<Reply<typeof adminImportOperators>> {
    const { rows, position } = await this.commands.execute(
      new ImportOperators(body, caller.roles, context),
    );
    await this.readYourWrites.settled(position);
    const created = rows.filter((row) => row.outcome === 'created').length;
    const refused = rows.length - created;
    return {
      success: true,
      message: OPERATORS_CONSOLE_TEXTS.imported(created, refused),
      created,
      refused,
      rows,
      position,
    };
  }
}
