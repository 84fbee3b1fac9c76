import {
  OPERATOR_ADMIN_ENDPOINTS,
  OPERATORS_CONSOLE_TEXTS,
  SendNotificationRequestSchema,
  type AdminOperatorFull,
  type BodyOf,
  type QueryOf,
} from '@morphic/contracts';
import type { LogPosition, ReadStore } from '@morphic/stores';
import { Controller, Inject, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { AppConfig } from '#infrastructure/config/app-config';
import { csvDownload } from '#infrastructure/csv/csv-download';
import { csvStream } from '#infrastructure/csv/csv-stream';
import { PathParam, RequestBody, RequestQuery } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { APP_CONFIG, READ_STORE } from '#infrastructure/tokens';
import { SendNotifications } from '../../messaging/notifications/commands/send-notifications.handler';
import { BulkSetFlags } from './commands/bulk-set-flags.handler';
import { ChangeOperator, type OperatorChange } from './commands/change-operator.handler';
import { CreateOperator } from './commands/create-operator.handler';
import { ImportOperators } from './commands/import-operators.handler';
import { SetOperatorPassword } from './commands/set-operator-password.handler';
import { OPERATOR_CSV_COLUMNS, jsonArrayStream, operatorPages } from './operator-export';
import { GetAdminOperator } from './queries/get-admin-operator.handler';

const {
  adminCreateOperator,
  adminUpdateOperator,
  adminOperatorRole,
  adminOperatorStatus,
  adminOperatorFlags,
  adminBulkFlags,
  adminNotifyOperator,
  adminResetOperatorPassword,
  adminExportOperators,
  adminImportOperators,
} = OPERATOR_ADMIN_ENDPOINTS;

type OperatorAnswer = Reply<typeof adminUpdateOperator>;
const T = OPERATORS_CONSOLE_TEXTS;

/** The System console's commands on operators (Operators, Admins and Validators tabs, spec 03). */
@ApiTags('admin')
@Controller()
export class OperatorCommandsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Endpoint(adminCreateOperator)
  async create(
    @RequestBody() body: BodyOf<typeof adminCreateOperator>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminCreateOperator>> {
    const { operatorId, position } = await this.commands.execute(
      new CreateOperator(body, caller.roles, context),
    );
    return this.answer(operatorId, T.operatorCreated, position);
  }

  @Endpoint(adminUpdateOperator)
  async update(
    @PathParam('id') operatorId: string,
    @RequestBody() body: BodyOf<typeof adminUpdateOperator>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<OperatorAnswer> {
    const { role, status, is_vetted, compliant, timezone_overlap_ok, ...details } = body;
    const flags = Object.fromEntries(
      Object.entries({ is_vetted, compliant, timezone_overlap_ok }).filter(
        ([, value]) => value !== undefined,
      ),
    );
    const change: OperatorChange = {
      details,
      ...(role ? { roles: role } : {}),
      ...(status ? { status } : {}),
      ...(Object.keys(flags).length > 0 ? { flags } : {}),
    };
    return this.change(operatorId, change, T.operatorUpdated, caller, context);
  }

  @Endpoint(adminOperatorRole)
  setRole(
    @PathParam('id') operatorId: string,
    @RequestBody() body: BodyOf<typeof adminOperatorRole>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<OperatorAnswer> {
    const message = T.roleChanged(body.role.join(','));
    return this.change(operatorId, { roles: body.role }, message, caller, context);
  }

  @Endpoint(adminOperatorStatus)
  setStatus(
    @PathParam('id') operatorId: string,
    @RequestBody() body: BodyOf<typeof adminOperatorStatus>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<OperatorAnswer> {
    const message = T.statusChanged(body.status);
    return this.change(operatorId, { status: body.status }, message, caller, context);
  }

  @Endpoint(adminOperatorFlags)
  setFlags(
    @PathParam('id') operatorId: string,
    @RequestBody() body: BodyOf<typeof adminOperatorFlags>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<OperatorAnswer> {
    return this.change(operatorId, { flags: body.flags }, T.flagsChanged, caller, context);
  }

  @Endpoint(adminBulkFlags)
  async bulkFlags(
    @RequestBody() body: BodyOf<typeof adminBulkFlags>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminBulkFlags>> {
    const { position } = await this.commands.execute(
      new BulkSetFlags(body.ids, body.flags, context),
    );
    await this.readYourWrites.settled(position);
    return { success: true, message: T.bulkFlagsChanged(body.ids.length), position };
  }

  /** Through the Notifications tab's own command, to this one operator. */
  @Endpoint(adminNotifyOperator)
  async notify(
    @PathParam('id') operatorId: string,
    @RequestBody() body: BodyOf<typeof adminNotifyOperator>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminNotifyOperator>> {
    await this.operator(operatorId);
    const { position } = await this.commands.execute(
      new SendNotifications(
        // The Notifications tab's own request, so its defaults and rules apply.
        SendNotificationRequestSchema.parse({
          targetType: 'single',
          operatorId,
          title: body.title,
          message: body.message,
          type: 'admin',
        }),
        context,
      ),
    );
    return { success: true, message: T.notified, position };
  }

  @Endpoint(adminResetOperatorPassword)
  async resetPassword(
    @PathParam('id') operatorId: string,
    @RequestBody() body: BodyOf<typeof adminResetOperatorPassword>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminResetOperatorPassword>> {
    const { position } = await this.commands.execute(
      new SetOperatorPassword(operatorId, body.password, caller, context),
    );
    await this.readYourWrites.settled(position);
    return { success: true, message: T.passwordReset, position };
  }

  /** A download either way; both are written as the pages are read. */
  @Endpoint(adminExportOperators)
  exportOperators(
    @RequestQuery() query: QueryOf<typeof adminExportOperators>,
    @Res({ passthrough: true }) response: Response,
  ): StreamableFile {
    const pages = operatorPages(this.store, this.config.founderUsernames);
    if (query.format === 'csv') {
      return csvDownload(response, 'operators.csv', csvStream(pages, OPERATOR_CSV_COLUMNS));
    }
    response.attachment('operators.json');
    response.type('application/json');
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(jsonArrayStream(pages));
  }

  @Endpoint(adminImportOperators)
  async importOperators(
    @RequestBody() body: BodyOf<typeof adminImportOperators>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminImportOperators>> {
    const { rows, position } = await this.commands.execute(
      new ImportOperators(body, caller.roles, context),
    );
    await this.readYourWrites.settled(position);
    const created = rows.filter((row) => row.outcome === 'created').length;
    const refused = rows.length - created;
    return {
      success: true,
      message: T.imported(created, refused),
      created,
      refused,
      rows,
      position,
    };
  }

  private async change(
    operatorId: string,
    change: OperatorChange,
    message: string,
    caller: Principal,
    context: CommandContext,
  ): Promise<OperatorAnswer> {
    const { position } = await this.commands.execute(
      new ChangeOperator(operatorId, change, caller, context),
    );
    return this.answer(operatorId, message, position);
  }

  private operator(operatorId: string): Promise<AdminOperatorFull> {
    return this.queries.execute(new GetAdminOperator(operatorId));
  }

  /** The operator as the console shows them once the change is in. */
  private async answer(
    operatorId: string,
    message: string,
    position: LogPosition | null,
  ): Promise<OperatorAnswer> {
    await this.readYourWrites.settled(position);
    return { success: true, message, operator: await this.operator(operatorId), position };
  }
}
