// Fails fast, with a clear message, when a script would run on a Node older than the project's.
const required = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < required) {
  console.error(
    `Node ${process.versions.node} is running, but this project needs Node ${required}.\n` +
      'Run scripts through npm (npm start, npm test, npm run <script>): npm puts the Node of the\n' +
      '`node` devDependency (installed by `npm run bootstrap`) first on their PATH.',
  );
  process.exit(1);
}
