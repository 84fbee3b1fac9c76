import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { GetCompanyOverviewHandler } from './queries/get-company-overview.handler';
import { GetCompanyRepHandler } from './queries/get-company-rep.handler';

/** Company representatives' sign-in and their own record and company. */
@Module({
  controllers: endpointHandlersIn(__dirname),
  providers: [GetCompanyRepHandler, GetCompanyOverviewHandler],
})
export class CompanyRepsModule {}
