import type { Document, ReadCollection, ReadStore, WriteBatch } from './read-store.port';
import { unbatched } from './unbatched';
import { type CollectionState, emptyCollectionState, MemoryCollection } from './memory-collection';

/**
 * The embedded read store: collections with MongoDB semantics for the port's subset of queries
 * and updates, held in memory and rebuilt from the event log at start.
 */
export class MemoryReadStore implements ReadStore {
  readonly durable = false;
  private readonly states = new Map<string, CollectionState>();

  collection<T extends Document = Document>(name: string): ReadCollection<T> {
    return new MemoryCollection<T>(
      name,
      () => this.stateOf(name),
      () => this.states.delete(name),
    );
  }

  async listCollections(): Promise<string[]> {
    return [...this.states].filter(([, state]) => state.created).map(([name]) => name);
  }

  async beginBatch(): Promise<WriteBatch> {
    return unbatched(this);
  }

  async close(): Promise<void> {
    this.states.clear();
  }

  private stateOf(name: string): CollectionState {
    let state = this.states.get(name);
    if (!state) {
      state = emptyCollectionState();
      this.states.set(name, state);
    }
    return state;
  }
}
