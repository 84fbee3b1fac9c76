import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';

/** The admins' test email over the mail path. */
@Module({ controllers: endpointHandlersIn(__dirname) })
export class TestEmailModule {}
