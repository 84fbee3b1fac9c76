import { Module } from '@nestjs/common';
import { TestEmailController } from './test-email.controller';

@Module({ controllers: [TestEmailController] })
export class TestEmailModule {}
