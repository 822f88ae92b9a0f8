/** One measured budget: what `npm run bench` prints as a row and fails on when over budget. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  /** The value must stay at or under this (`lowerIsBetter`) or at or over it. */
  budget: number;
  lowerIsBetter: boolean;
}

export interface Benchmark {
  title: string;
  run(): Promise<BenchResult[]>;
}

export const withinBudget = (result: BenchResult): boolean =>
  result.lowerIsBetter ? result.value <= result.budget : result.value >= result.budget;
