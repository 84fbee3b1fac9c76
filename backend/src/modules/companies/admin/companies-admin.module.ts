import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { IdentityModule } from '../../identity/identity.module';
import { JiraModule } from '../jira/jira.module';
import { CompanyRepRemoval } from '../company-rep/company-rep-removal';
import { ChangeCompanyRepStatusHandler } from './commands/change-company-rep-status.handler';
import { DeleteCompanyRepHandler } from './commands/delete-company-rep.handler';
import { DeleteCompanyHandler } from './commands/delete-company.handler';
import { SetCompanyRepVerificationHandler } from './commands/set-company-rep-verification.handler';
import { UpdateCompanyRepHandler } from './commands/update-company-rep.handler';
import { UpdateCompanyHandler } from './commands/update-company.handler';
import { AdminCompanyRepAnswer } from './company-rep-answer';
import { JiraReadiness } from './jira-readiness';
import { GetAdminCompanyRepHandler } from './queries/get-admin-company-rep.handler';
import { GetAdminCompanyHandler } from './queries/get-admin-company.handler';
import { ListAdminCompaniesHandler } from './queries/list-admin-companies.handler';
import { ListAdminCompanyRepsHandler } from './queries/list-admin-company-reps.handler';

/** The System console's Companies and Company-reps tabs and the company analysis screen. */
@Module({
  imports: [IdentityModule, JiraModule],
  controllers: endpointHandlersIn(__dirname),
  providers: [
    JiraReadiness,
    AdminCompanyRepAnswer,
    CompanyRepRemoval,
    ListAdminCompaniesHandler,
    GetAdminCompanyHandler,
    ListAdminCompanyRepsHandler,
    GetAdminCompanyRepHandler,
    UpdateCompanyHandler,
    DeleteCompanyHandler,
    UpdateCompanyRepHandler,
    ChangeCompanyRepStatusHandler,
    SetCompanyRepVerificationHandler,
    DeleteCompanyRepHandler,
  ],
})
export class CompaniesAdminModule {}
