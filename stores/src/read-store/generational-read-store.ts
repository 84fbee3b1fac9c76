import type {
  Document,
  Filter,
  FindOptions,
  IndexSpec,
  ReadCollection,
  ReadStore,
  Update,
  UpdateResult,
  WriteBatch,
} from './read-store.port';
import { OperationsInFlight } from './operations-in-flight';

/** Where the store keeps which generation of each collection is live. */
export const GENERATIONS_COLLECTION = '_generations';

const GENERATIONS_ID = 'live';

type GenerationsDoc = { _id: string; generations: Record<string, number> };

/** Generation 0 keeps the plain name, so stores written before generations existed read on. */
export const generationName = (name: string, generation: number): string =>
  generation === 0 ? name : `${name}__g${generation}`;

const GENERATION_SUFFIX = /^(.*)__g(\d+)$/;

function parseGenerationName(physical: string): { name: string; generation: number } {
  const match = GENERATION_SUFFIX.exec(physical);
  return match?.[1]
    ? { name: match[1], generation: Number(match[2]) }
    : { name: physical, generation: 0 };
}

/**
 * A read store whose collections each have a live generation: everyone asks for a collection by
 * its plain name and reads and writes the live generation, so a new generation can be built
 * beside it (through `beside`) and made live at once (`switchTo`) with no change to any query.
 * The live generations are kept in the wrapped store, so a durable store (MongoDB) finds them
 * again after a restart. A replaced generation is dropped once the operations already running on
 * it (a find started just before the switch, a page of an export) have ended.
 */
export class GenerationalReadStore implements ReadStore {
  private constructor(
    private readonly inner: ReadStore,
    private readonly live: Map<string, number>,
    private readonly pinned: ReadonlyMap<string, number>,
    private readonly inFlight: OperationsInFlight,
  ) {}

  /**
   * Opens the store on the live generations saved in `inner`, and drops what a rebuild cut short
   * by a crash left behind (generations that are not live). Online rebuilds run only in the
   * process that runs the projections, so no other process opens the store while one builds.
   */
  static async open(inner: ReadStore): Promise<GenerationalReadStore> {
    const saved = await inner
      .collection<GenerationsDoc>(GENERATIONS_COLLECTION)
      .findOne({ _id: GENERATIONS_ID });
    const live = new Map(Object.entries(saved?.generations ?? {}));
    for (const physical of await inner.listCollections()) {
      const { name, generation } = parseGenerationName(physical);
      if (physical !== GENERATIONS_COLLECTION && generation !== (live.get(name) ?? 0)) {
        await inner.collection(physical).drop();
      }
    }
    return new GenerationalReadStore(inner, live, new Map(), new OperationsInFlight());
  }

  get durable(): boolean {
    return this.inner.durable;
  }

  collection<T extends Document = Document>(name: string): ReadCollection<T> {
    return new RoutedCollection<T>(this.inner, () => this.physicalName(name), this.inFlight);
  }

  /** The name the wrapped store holds the collection's live (or, in a view, pinned) data under. */
  physicalName(name: string): string {
    return generationName(name, this.pinned.get(name) ?? this.generationOf(name));
  }

  generationOf(name: string): number {
    return this.live.get(name) ?? 0;
  }

  /** The generation after the newest live one of these collections. */
  nextGeneration(names: readonly string[]): number {
    return Math.max(0, ...names.map((name) => this.generationOf(name))) + 1;
  }

  /**
   * A view of this store in which `names` are read and written in `generation`, beside the live
   * ones every other caller keeps using; every other collection is the live one.
   */
  beside(names: readonly string[], generation: number): GenerationalReadStore {
    const pinned = new Map(this.pinned);
    for (const name of names) pinned.set(name, generation);
    return new GenerationalReadStore(this.inner, this.live, pinned, this.inFlight);
  }

  /**
   * Makes `generation` live for every one of `names` in one write, and resolves once it is.
   * Callers that asked for a collection before the switch follow it: the name is resolved on each
   * operation. The generations it replaced are dropped once the operations already running on
   * them end; `dropped` settles then (a drop that fails leaves the generation to the next `open`).
   */
  async switchTo(
    names: readonly string[],
    generation: number,
  ): Promise<{ readonly dropped: Promise<void> }> {
    const replaced = names
      .filter((name) => this.generationOf(name) !== generation)
      .map((name) => generationName(name, this.generationOf(name)));
    const next = new Map(this.live);
    for (const name of names) next.set(name, generation);
    await this.inner
      .collection<GenerationsDoc>(GENERATIONS_COLLECTION)
      .replaceOne(
        { _id: GENERATIONS_ID },
        { _id: GENERATIONS_ID, generations: Object.fromEntries(next) },
        { upsert: true },
      );
    for (const name of names) this.live.set(name, generation);
    const dropped = this.dropWhenIdle(replaced);
    // A caller that does not wait for the drop must not see its failure as an unhandled rejection.
    dropped.catch(() => undefined);
    return { dropped };
  }

  private async dropWhenIdle(physicals: readonly string[]): Promise<void> {
    for (const physical of physicals) {
      await this.inFlight.whenIdle(physical);
      await this.inner.collection(physical).drop();
    }
  }

  /** The plain names of the live generations: what a caller of the port sees. */
  async listCollections(): Promise<string[]> {
    const names = new Set<string>();
    for (const physical of await this.inner.listCollections()) {
      if (physical === GENERATIONS_COLLECTION) continue;
      const { name, generation } = parseGenerationName(physical);
      if (generation === (this.pinned.get(name) ?? this.generationOf(name))) names.add(name);
    }
    return [...names];
  }

  async beginBatch(): Promise<WriteBatch> {
    const batch = await this.inner.beginBatch();
    const store = new GenerationalReadStore(batch.store, this.live, this.pinned, this.inFlight);
    return {
      store,
      run: (work) => batch.run(() => work(store)),
      commit: () => batch.commit(),
      abort: () => batch.abort(),
    };
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

/**
 * A collection whose physical name is looked up at the start of every operation; the operation
 * is counted as running on that name until it ends.
 */
class RoutedCollection<T extends Document> implements ReadCollection<T> {
  constructor(
    private readonly inner: ReadStore,
    private readonly physicalName: () => string,
    private readonly inFlight: OperationsInFlight,
  ) {}

  private run<R>(operation: (collection: ReadCollection<T>) => Promise<R>): Promise<R> {
    const physical = this.physicalName();
    return this.inFlight.during(physical, () => operation(this.inner.collection<T>(physical)));
  }

  find(filter: Filter, options?: FindOptions): Promise<T[]> {
    return this.run((collection) => collection.find(filter, options));
  }

  findOne(filter: Filter, options?: Pick<FindOptions, 'projection'>): Promise<T | null> {
    return this.run((collection) => collection.findOne(filter, options));
  }

  count(filter?: Filter): Promise<number> {
    return this.run((collection) => collection.count(filter));
  }

  insertOne(doc: T): Promise<void> {
    return this.run((collection) => collection.insertOne(doc));
  }

  updateOne(filter: Filter, update: Update): Promise<UpdateResult> {
    return this.run((collection) => collection.updateOne(filter, update));
  }

  updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    return this.run((collection) => collection.updateMany(filter, update));
  }

  replaceOne(filter: Filter, doc: T, options?: { readonly upsert?: boolean }): Promise<void> {
    return this.run((collection) => collection.replaceOne(filter, doc, options));
  }

  deleteOne(filter: Filter): Promise<void> {
    return this.run((collection) => collection.deleteOne(filter));
  }

  deleteMany(filter: Filter): Promise<void> {
    return this.run((collection) => collection.deleteMany(filter));
  }

  createIndex(index: IndexSpec): Promise<void> {
    return this.run((collection) => collection.createIndex(index));
  }

  drop(): Promise<void> {
    return this.run((collection) => collection.drop());
  }
}
