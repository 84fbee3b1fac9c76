/** What an injected fault answers: an error status (429 with `Retry-After`), or a cut connection. */
export type Fault =
  | { readonly kind: 'status'; readonly status: number; readonly retryAfter?: number | string }
  | { readonly kind: 'drop' };

export interface FaultRule {
  /** Any method when left out. */
  readonly method?: string;
  /**
   * The path under the site's base URL, without the query: `*` stands for one path segment
   * or part of one (`/rest/api/3/issue/*` is any issue), `**` for anything.
   */
  readonly path: string;
  /** Any site when left out. */
  readonly site?: string;
  /** How many matching requests get the fault; 1 when left out. */
  readonly times?: number;
  readonly fault: Fault;
}

interface ArmedRule {
  readonly method?: string;
  readonly site?: string;
  readonly pattern: RegExp;
  readonly fault: Fault;
  remaining: number;
}

function globPattern(path: string): RegExp {
  const source = path
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** Holds the faults armed through the control API and hands each to the next matching request. */
export class FaultInjector {
  private rules: ArmedRule[] = [];

  arm(rule: FaultRule): void {
    this.rules.push({
      ...(rule.method ? { method: rule.method.toUpperCase() } : {}),
      ...(rule.site ? { site: rule.site } : {}),
      pattern: globPattern(rule.path),
      fault: rule.fault,
      remaining: rule.times ?? 1,
    });
  }

  take(site: string, method: string, path: string): Fault | undefined {
    const rule = this.rules.find(
      (r) =>
        (r.method === undefined || r.method === method) &&
        (r.site === undefined || r.site === site) &&
        r.pattern.test(path),
    );
    if (!rule) return undefined;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.rules = this.rules.filter((r) => r !== rule);
    return rule.fault;
  }

  reset(): void {
    this.rules = [];
  }
}
