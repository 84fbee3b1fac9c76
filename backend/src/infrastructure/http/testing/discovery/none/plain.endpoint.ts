/** Named like an endpoint file but binds no endpoint (a half-written handler). */
export class NotBound {
  handle(): void {}
}
