/** What the form kit needs to know about a file: its name, MIME type and size in bytes. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** Splits an `accept` attribute (".pdf,.doc, application/pdf, image/*") into lower-case tokens. */
export function parseAccept(accept: string | undefined): string[] {
  if (!accept) return [];
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Whether a file matches `accept` the way a browser's picker does: by extension (".pdf"), exact
 * MIME type ("application/pdf") or MIME family ("image/*"). Anything goes when `accept` is empty.
 * Drops bypass the picker, so dropped files must be checked with this.
 */
export function isAcceptedFile(file: Pick<FileLike, 'name' | 'type'>, accept: string | undefined) {
  const tokens = parseAccept(accept);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token) && name.length > token.length;
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** ".pdf,.doc,.docx" -> "PDF, DOC or DOCX"; MIME tokens are shown as given. */
export function describeAccept(accept: string | undefined, or = 'or'): string {
  const labels = parseAccept(accept).map((token) =>
    token.startsWith('.') ? token.slice(1).toUpperCase() : token,
  );
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} ${or} ${labels[labels.length - 1]}`;
}

/** 5242880 -> "5 MB"; 1536 -> "1.5 KB". Binary units, as file managers mostly show. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

export type FileRejection = 'type' | 'size';

/** Why a file cannot be taken, or null when it can. */
export function checkFile(
  file: FileLike,
  accept: string | undefined,
  maxSize: number | undefined,
): FileRejection | null {
  if (!isAcceptedFile(file, accept)) return 'type';
  if (maxSize !== undefined && file.size > maxSize) return 'size';
  return null;
}
