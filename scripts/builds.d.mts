export interface Build {
  name: string;
  /** The workspace whose `npm run build` makes it, or… */
  workspace?: string;
  /** …the npm command that does (Storybook's). */
  command?: string[];
  outputs: string[];
  sources: string[];
}
export declare const BUILDS: Build[];
export declare const STORYBOOK_BUILD: Build;
export declare function needsBuild(build: Build): boolean;
export declare function buildWhenStale(builds?: Build[]): void;
