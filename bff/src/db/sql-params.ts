import type { SqlParam } from './database';

/** Collects the values of a query built from parts; `add` answers the placeholder ($1, $2, …). */
export class SqlParams {
  readonly values: SqlParam[] = [];

  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
