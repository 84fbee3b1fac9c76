import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '#infrastructure/config/app-config';
import { InfrastructureModule } from '#infrastructure/infrastructure.module';
import { loggerOptions } from '#infrastructure/http/logging';
import { ProjectionsModule } from '#infrastructure/projections/projections.module';
import { FilesModule } from '#infrastructure/files/files.module';
import { MailModule } from '#infrastructure/mail/mail.module';
import { RealtimeModule } from '#infrastructure/realtime/realtime.module';
import { SecurityModule } from '#infrastructure/security/security.module';
import { AdminOperatorsModule } from './modules/operators/admin/admin-operators.module';
import { OperatorRemovalModule } from './modules/operators/removal/operator-removal.module';
import { OperatorAnalysisModule } from './modules/admin/operator-analysis/operator-analysis.module';
import { SettingsModule } from './modules/platform/settings/settings.module';
import { SystemLogsModule } from './modules/admin/system-logs/system-logs.module';
import { ExportsModule } from './modules/admin/exports/exports.module';
import { AlgorithmsModule } from './modules/platform/algorithms/algorithms.module';
import { TestEmailModule } from './modules/admin/mail/test-email.module';
import { OnboardingBankModule } from './modules/operators/onboarding/bank/onboarding-bank.module';
import { CompaniesModule } from './modules/companies/companies.module';
import { CompanyPortsModule } from './modules/companies/company-ports.module';
import { DemoModule } from './modules/demo/demo.module';
import { IdentityModule } from './modules/identity/identity.module';
import { ImpersonationModule } from './modules/identity/impersonation/impersonation.module';
import { SignUpModule } from './modules/identity/sign-up/sign-up.module';
import { RecoveryModule } from './modules/identity/recovery/recovery.module';
import { CompanyRepsModule } from './modules/companies/reps/company-reps.module';
import { MessagingModule } from './modules/messaging/messaging.module';
import { AssignmentsModule } from './modules/missions/assignment/assignments.module';
import { MarketplaceModule } from './modules/missions/marketplace/marketplace.module';
import { MissionModule } from './modules/missions/mission/mission.module';
import { MissionsAdminModule } from './modules/missions/admin/missions-admin.module';
import { MissionMatchModule } from './modules/missions/mission-match/mission-match.module';
import { OperatorsModule } from './modules/operators/operators.module';
import { OperatorPortsModule } from './modules/operators/operator-ports.module';
import { OnboardingModule } from './modules/operators/onboarding/onboarding.module';
import { InternalMessagesModule } from './modules/messaging/internal-messages/internal-messages.module';
import { PlatformModule } from './modules/platform/platform.module';
import { ReadModelsModule } from './modules/admin/read-models/read-models.module';
import { PlatformFiguresModule } from './modules/admin/platform-figures/platform-figures.module';
import { ValidationModule } from './modules/validation/validation.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot(loggerOptions(config)),
        CqrsModule.forRoot(),
        InfrastructureModule.forRoot(config),
        MailModule.forRoot(config),
        FilesModule,
        SecurityModule,
        ProjectionsModule,
        RealtimeModule,
        PlatformModule.forRoot(config),
        ReadModelsModule,
        PlatformFiguresModule,
        IdentityModule,
        CompaniesModule,
        CompanyPortsModule,
        SettingsModule,
        SystemLogsModule,
        ExportsModule,
        AlgorithmsModule,
        TestEmailModule,
        OnboardingBankModule,
        MessagingModule,
        OperatorsModule,
        OperatorPortsModule,
        OperatorAnalysisModule,
        ImpersonationModule,
        AdminOperatorsModule,
        OperatorRemovalModule,
        SignUpModule,
        RecoveryModule,
        CompanyRepsModule,
        MissionModule,
        AssignmentsModule,
        MarketplaceModule,
        MissionsAdminModule,
        MissionMatchModule,
        OnboardingModule,
        InternalMessagesModule,
        ValidationModule,
        DemoModule,
      ],
    };
  }
}
