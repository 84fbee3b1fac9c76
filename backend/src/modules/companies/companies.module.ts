import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { RegisterCompanyRepHandler } from './commands/register-company-rep.handler';

@Module({
  imports: [IdentityModule],
  providers: [RegisterCompanyRepHandler],
})
export class CompaniesModule {}
