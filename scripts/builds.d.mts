export interface Build {
  name: string;
  workspace: string;
  outputs: string[];
  sources: string[];
}
export declare const BUILDS: Build[];
export declare function needsBuild(build: Build): boolean;
export declare function buildWhenStale(builds?: Build[]): void;
