// Renders the app in Node with the built server entry (React and @corvane/ui load from this
// app's node_modules, as any server would load them), writes the HTML into the built client page
// and prints {html, problems} as JSON: problems are whatever React logged as an error or warning.
import { readFileSync, writeFileSync } from 'node:fs';
import { format } from 'node:util';

const problems = [];
console.error = (...args) => problems.push(format(...args));
console.warn = (...args) => problems.push(format(...args));

const { render } = await import('./dist/server/entry-server.js');
const html = render();
const page = 'dist/client/index.html';
writeFileSync(page, readFileSync(page, 'utf8').replace('<!--app-->', html));
process.stdout.write(JSON.stringify({ html, problems }));
