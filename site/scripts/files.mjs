import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, recursively, as full paths. */
export function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}
