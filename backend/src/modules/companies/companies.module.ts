import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { IdentityModule } from '../identity/identity.module';
import { SignUpModule } from '../identity/sign-up/sign-up.module';
import { RegisterCompanyRepHandler } from './commands/register-company-rep.handler';
import { ChangeCompanyStatusHandler } from './company/commands/change-company-status.handler';
import { RegisterCompanyHandler } from './company/commands/register-company.handler';
import { SignUpCompanyRepHandler } from './reps/commands/sign-up-company-rep.handler';
import { CompanyRepWorkModule } from './rep-work/company-rep-work.module';
import { TaskJiraModule } from './rep-work/jira-link/task-jira.module';
import { JiraModule } from './jira/jira.module';
import { CompaniesAdminModule } from './admin/companies-admin.module';

/** Companies: their sign-up and sign-in, their representatives' sign-up, their status. */
@Module({
  imports: [
    IdentityModule,
    SignUpModule,
    CompanyRepWorkModule,
    JiraModule,
    TaskJiraModule,
    CompaniesAdminModule,
  ],
  controllers: endpointHandlersIn(__dirname),
  providers: [
    RegisterCompanyHandler,
    ChangeCompanyStatusHandler,
    RegisterCompanyRepHandler,
    SignUpCompanyRepHandler,
  ],
})
export class CompaniesModule {}
