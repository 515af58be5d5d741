// Validates OpenAPI documents with @seriousme/openapi-schema-validator, which is ES-module only
// (jest runs the BFF tests as CommonJS). stdin: a JSON array of documents; stdout: a JSON array
// of { valid, errors } in the same order.
import { Validator } from '@seriousme/openapi-schema-validator';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const documents = JSON.parse(Buffer.concat(chunks).toString('utf8'));
// One validator compiles the 3.1 schema once; validate() takes one document after another.
const validator = new Validator();
const results = [];
for (const document of documents) {
  const { valid, errors } = await validator.validate(document);
  results.push({ valid, errors: errors ?? null });
}
process.stdout.write(JSON.stringify(results));
