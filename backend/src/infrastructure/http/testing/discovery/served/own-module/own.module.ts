/** Marks this folder as another module's: the parent's discovery leaves its endpoints to it. */
export class OwnModule {}
