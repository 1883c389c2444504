// `npm run openapi -w @corvane/api`: writes the API's OpenAPI 3.1 document into the contract
// package (packages/contract/openapi.json), where `@corvane/contract/openapi.json` exports it.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { documentText, generateOpenApiDocument, OPENAPI_FILE } from '../src/openapi-export';

const document = await generateOpenApiDocument();
writeFileSync(OPENAPI_FILE, await documentText(document));
const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.keys(item ?? {}));
const schemas = Object.keys(document.components?.schemas ?? {});
console.log(
  `Wrote ${relative(process.cwd(), OPENAPI_FILE)}: ${operations.length} operations, ${schemas.length} schemas.`,
);
