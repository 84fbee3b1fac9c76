import type { AdminSettings, PublicSettings } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { loadAdminSettings, loadSettingsDoc, toPublicSettings } from '@morphic/projections';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

export class GetAdminSettings extends Query<AdminSettings> {}
export class GetPublicSettings extends Query<PublicSettings> {}

@QueryHandler(GetAdminSettings)
export class GetAdminSettingsHandler implements IQueryHandler<GetAdminSettings> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute(): Promise<AdminSettings> {
    return loadAdminSettings(this.store);
  }
}

@QueryHandler(GetPublicSettings)
export class GetPublicSettingsHandler implements IQueryHandler<GetPublicSettings> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute(): Promise<PublicSettings> {
    return toPublicSettings(await loadSettingsDoc(this.store));
  }
}
