import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { IdentityModule } from '../identity/identity.module';
import { DemoSeeder } from './demo-seeder';

@Module({
  imports: [IdentityModule, CompaniesModule],
  providers: [DemoSeeder],
  exports: [DemoSeeder],
})
export class DemoModule {}
