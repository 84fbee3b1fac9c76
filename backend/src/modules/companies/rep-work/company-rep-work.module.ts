import { Module } from '@nestjs/common';
import { endpointHandlersIn } from '#infrastructure/http/endpoint-discovery';
import { CompanyRepAccess } from './company-rep-access';
import { GetCompanyMissionsHandler } from './queries/get-company-missions.handler';
import { GetVettedOperatorsHandler } from './queries/get-vetted-operators.handler';

/** A company representative's working screens: missions, vetted operators, new tasks. */
@Module({
  controllers: endpointHandlersIn(__dirname),
  providers: [CompanyRepAccess, GetCompanyMissionsHandler, GetVettedOperatorsHandler],
  exports: [CompanyRepAccess],
})
export class CompanyRepWorkModule {}
