import type { Document, ReadCollection, ReadStore, WriteBatch } from './read-store.port';
import { unbatched } from './unbatched';
import { type Db, MongoClient } from 'mongodb';
import { MongoReadCollection } from './mongo-read-collection';

/** The production read store: MongoDB through the official driver. */
export class MongoReadStore implements ReadStore {
  readonly durable = true;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  /** `dbName` defaults to the database named in the URL (or the driver's default, `test`). */
  static async connect(url: string, dbName?: string): Promise<MongoReadStore> {
    const client = new MongoClient(url);
    await client.connect();
    return new MongoReadStore(client, client.db(dbName));
  }

  collection<T extends Document = Document>(name: string): ReadCollection<T> {
    return new MongoReadCollection<T>(this.db.collection<T>(name));
  }

  async listCollections(): Promise<string[]> {
    const infos = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return infos.map((info) => info.name).filter((name) => !name.startsWith('system.'));
  }

  // Apply-once on MongoDB does not rest on batches: see the projection runner.
  async beginBatch(): Promise<WriteBatch> {
    return unbatched(this);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
