import type { EventStore, ReadStore } from '@morphic/stores';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import { AccessGuard } from './auth/access.guard';
import { PasswordHasher } from './auth/password-hasher';
import { SecretBox } from './secrets/secret-box';
import { OutboundHttp } from './outbound-http/outbound-http';
import { withBatchCrashPoint } from './faults/batch-crash-point';
import { withCrashPoint } from './faults/crash-point';
import { TokenService } from './auth/token.service';
import { AggregateRepository } from './commands/aggregate-repository';
import { CreateAggregateHandler } from './commands/create-aggregate.handler';
import type { AppConfig } from './config/app-config';
import { createEventStore, createReadStore } from '@morphic/stores';
import { ErrorResponseFilter } from './http/error-response.filter';
import { IdempotencyInterceptor } from './http/idempotency.interceptor';
import { ReadYourWrites } from './http/read-your-writes';
import { ReadYourWritesInterceptor } from './http/read-your-writes.interceptor';
import { ResponseContractInterceptor } from './http/response-contract.interceptor';
import { ReactorRuntime } from './reactors/reactor-runtime';
import { ReactorAnswers } from './reactors/reactor-answers';
import { APP_CONFIG, EVENT_STORE, READ_STORE } from './tokens';

/** The ports, the command pipeline and the server-side access checks every module uses. */
@Global()
@Module({})
export class InfrastructureModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: InfrastructureModule,
      imports: [
        DiscoveryModule,
        JwtModule.register({
          // A key object, not the string: given a string, jsonwebtoken first tries (and fails)
          // to parse it as a PEM key on every sign and verify, 0.45 ms of CPU per request.
          secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')),
          signOptions: { algorithm: 'HS256' },
          verifyOptions: { algorithms: ['HS256'] },
        }),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        {
          provide: EVENT_STORE,
          useFactory: async (): Promise<EventStore> => {
            const store = await createEventStore({
              eventStoreUrl: config.eventStoreUrl,
              dataDir: config.dataDir,
            });
            const crashAt = config.crashAt;
            return crashAt && !('batchWrite' in crashAt) ? withCrashPoint(store, crashAt) : store;
          },
        },
        {
          provide: READ_STORE,
          useFactory: (): Promise<ReadStore> => {
            const crashAt = config.crashAt;
            const batchWrites = crashAt && 'batchWrite' in crashAt ? crashAt.batchWrite : null;
            return createReadStore({
              mongoUrl: config.mongoUrl,
              mongoDb: config.mongoDb,
              dataDir: config.dataDir,
              ...(batchWrites
                ? { decorate: (store: ReadStore) => withBatchCrashPoint(store, batchWrites) }
                : {}),
            });
          },
        },
        { provide: SecretBox, useValue: new SecretBox(config.secretsKey) },
        {
          provide: OutboundHttp,
          useFactory: () => new OutboundHttp({ allowedHosts: config.outboundAllowedHosts }),
        },
        AggregateRepository,
        CreateAggregateHandler,
        TokenService,
        PasswordHasher,
        ReactorRuntime,
        ReactorAnswers,
        ReadYourWrites,
        ReadYourWritesInterceptor,
        IdempotencyInterceptor,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ErrorResponseFilter },
        ...(config.checkResponses
          ? [{ provide: APP_INTERCEPTOR, useClass: ResponseContractInterceptor }]
          : []),
      ],
      exports: [
        APP_CONFIG,
        EVENT_STORE,
        READ_STORE,
        SecretBox,
        OutboundHttp,
        AggregateRepository,
        TokenService,
        PasswordHasher,
        ReactorRuntime,
        ReactorAnswers,
        ReadYourWrites,
        ReadYourWritesInterceptor,
        IdempotencyInterceptor,
      ],
    };
  }
}
