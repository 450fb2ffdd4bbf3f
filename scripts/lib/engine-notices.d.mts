// Types of engine-notices.mjs (plain JavaScript: bootstrap.mjs uses it before anything is installed).
export interface EngineNotice {
  /** name@version */
  package: string;
  /** The Node range the package requires; undefined when the notice is about another engine only. */
  node: string | undefined;
}
export declare function readEngineNoticeLine(line: string, notices: EngineNotice[]): boolean;
export declare function standingEngineNotices(
  notices: readonly EngineNotice[],
  projectNode: string | undefined,
  satisfies: ((version: string, range: string, options: { includePrerelease: boolean }) => boolean) | undefined,
): EngineNotice[];
