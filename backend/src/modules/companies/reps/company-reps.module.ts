import { Module } from '@nestjs/common';
import { CompanyRepsController } from './company-reps.controller';
import { GetCompanyOverviewHandler } from './queries/get-company-overview.handler';
import { GetCompanyRepHandler } from './queries/get-company-rep.handler';

/** Company representatives' sign-in and their own record and company. */
@Module({
  controllers: [CompanyRepsController],
  providers: [GetCompanyRepHandler, GetCompanyOverviewHandler],
})
export class CompanyRepsModule {}
