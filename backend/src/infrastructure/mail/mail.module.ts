import { Global, Logger, Module, type DynamicModule, type OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { endpointHandlersIn } from '../http/endpoint-discovery';
import { DevOutbox } from './dev-outbox';
import { MailDelivery } from './mail-delivery';
import { Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

/** Provides `Mailer` to every module: SMTP when `SMTP_URL` is set, else the dev outbox. */
@Global()
@Module({})
export class MailModule implements OnModuleDestroy {
  constructor(private readonly mailer: Mailer) {}

  static forRoot(config: AppConfig): DynamicModule {
    const outbox = new DevOutbox(config.environment === 'development');
    if (!config.smtpUrl && config.production) {
      new Logger(MailModule.name).warn(
        'SMTP_URL is not set: mails are not delivered, and their codes and links are not logged. Set SMTP_URL to deliver them.',
      );
    }
    return {
      module: MailModule,
      // Its one endpoint, the dev outbox, is served outside production only.
      controllers: config.production ? [] : endpointHandlersIn(__dirname),
      providers: [
        { provide: DevOutbox, useValue: outbox },
        {
          provide: Mailer,
          useFactory: (): Mailer =>
            config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : outbox,
        },
        MailDelivery,
      ],
      exports: [Mailer, MailDelivery],
    };
  }

  onModuleDestroy(): void {
    if (this.mailer instanceof SmtpMailer) this.mailer.close();
  }
}
