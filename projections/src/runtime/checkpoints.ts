import {
  formatPosition,
  parsePosition,
  type LogPosition,
  type ReadCollection,
  type ReadStore,
} from '@morphic/stores';

export const CHECKPOINTS_COLLECTION = '_checkpoints';

type CheckpointDoc = {
  _id: string;
  version: number;
  position: string | null;
  updated_at: string;
};

export interface Checkpoint {
  readonly version: number;
  readonly position: LogPosition | null;
}

/** Where each projection has got to in the log, kept beside the read models it describes. */
export class CheckpointStore {
  private readonly collection: ReadCollection<CheckpointDoc>;

  constructor(store: ReadStore) {
    this.collection = store.collection<CheckpointDoc>(CHECKPOINTS_COLLECTION);
  }

  async load(name: string): Promise<Checkpoint | null> {
    const doc = await this.collection.findOne({ _id: name });
    if (!doc) return null;
    return { version: doc.version, position: doc.position ? parsePosition(doc.position) : null };
  }

  async save(name: string, checkpoint: Checkpoint): Promise<void> {
    await this.collection.replaceOne(
      { _id: name },
      {
        _id: name,
        version: checkpoint.version,
        position: checkpoint.position ? formatPosition(checkpoint.position) : null,
        updated_at: new Date().toISOString(),
      },
      { upsert: true },
    );
  }

  async all(): Promise<Map<string, Checkpoint>> {
    const docs = await this.collection.find({});
    return new Map(
      docs.map((doc) => [
        doc._id,
        { version: doc.version, position: doc.position ? parsePosition(doc.position) : null },
      ]),
    );
  }

  async remove(name: string): Promise<void> {
    await this.collection.deleteOne({ _id: name });
  }

  async clear(): Promise<void> {
    await this.collection.deleteMany({});
  }
}
