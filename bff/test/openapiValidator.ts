import { execFile } from 'node:child_process';
import path from 'node:path';

export interface ValidationResult {
  valid: boolean;
  errors: unknown;
}

/** Runs the OpenAPI validator (an ES module) in a Node process of its own over the documents. */
export function validateOpenApi(documents: unknown[]): Promise<ValidationResult[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'validateOpenApi.mjs')],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`OpenAPI validator failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as ValidationResult[]);
      },
    );
    child.stdin?.end(JSON.stringify(documents));
  });
}
