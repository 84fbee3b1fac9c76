import type { COMPANIES_ADMIN_ENDPOINTS, AdminCompanyRep } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { GetAdminCompanyRep } from './queries/get-admin-company-rep.handler';

/** What the console's representative endpoints answer once a change is in. */
export type CompanyRepAnswer = Reply<(typeof COMPANIES_ADMIN_ENDPOINTS)['adminUpdateCompanyRep']>;

/** The representative as the console's table shows them once the change is in. */
@Injectable()
export class AdminCompanyRepAnswer {
  constructor(
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async of(
    repId: string,
    message: string,
    position: LogPosition | null,
  ): Promise<CompanyRepAnswer> {
    await this.readYourWrites.settled(position);
    const companyRep: AdminCompanyRep = await this.queries.execute(new GetAdminCompanyRep(repId));
    return { success: true, company_rep: companyRep, message, position };
  }
}
