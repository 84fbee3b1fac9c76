import {
  SETTINGS_COLLECTION,
  SETTINGS_DOC_ID,
  type AdminSettings,
  type PublicSettings,
  type ReadStore,
  type SettingsDoc,
} from '@morphic/contracts';
import { toAdminSettings, toPublicSettings } from '@morphic/projections';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '../../../../infrastructure/tokens';

export class GetAdminSettings extends Query<AdminSettings> {}
export class GetPublicSettings extends Query<PublicSettings> {}

const loadSettings = (store: ReadStore) =>
  store.collection<SettingsDoc>(SETTINGS_COLLECTION).findOne({ _id: SETTINGS_DOC_ID });

@QueryHandler(GetAdminSettings)
export class GetAdminSettingsHandler implements IQueryHandler<GetAdminSettings> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute(): Promise<AdminSettings> {
    return toAdminSettings(await loadSettings(this.store));
  }
}

@QueryHandler(GetPublicSettings)
export class GetPublicSettingsHandler implements IQueryHandler<GetPublicSettings> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute(): Promise<PublicSettings> {
    return toPublicSettings(await loadSettings(this.store));
  }
}
