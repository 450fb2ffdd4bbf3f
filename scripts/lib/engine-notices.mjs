// npm's "Unsupported engine" notices, read from its output and judged against the project's own Node. Plain
// JavaScript: bootstrap.mjs runs it on whatever Node the machine has, before anything is installed.

/** Folds one line of npm's error output into the notices read so far; false when the line is not a notice's. */
export function readEngineNoticeLine(line, notices) {
  if (!line.startsWith('npm warn EBADENGINE')) return false;
  if (line.includes('Unsupported engine {')) {
    notices.push({ package: '', node: undefined });
    return true;
  }
  const notice = notices.at(-1);
  const packageName = /package: '([^']+)'/.exec(line);
  const node = /required: \{.*\bnode: '([^']+)'/.exec(line);
  if (notice && packageName) notice.package = packageName[1];
  if (notice && node) notice.node = node[1];
  return true;
}

/**
 * The notices that still stand with the project's Node: those whose Node range it does not meet, and those about
 * another engine (npm's own, say) or that cannot be judged (no project Node or no range reader).
 */
export function standingEngineNotices(notices, projectNode, satisfies) {
  return notices.filter(
    (notice) =>
      notice.node === undefined ||
      projectNode === undefined ||
      satisfies === undefined ||
      !satisfies(projectNode, notice.node, { includePrerelease: true }),
  );
}
