/** The resume files an application accepts (spec section 9: pdf, doc, docx). */
export const RESUME_TYPES = [
  { kind: 'pdf', extension: '.pdf', mimeType: 'application/pdf' },
  { kind: 'doc', extension: '.doc', mimeType: 'application/msword' },
  {
    kind: 'docx',
    extension: '.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
] as const;

export type ResumeKind = (typeof RESUME_TYPES)[number]['kind'];

/** The value for a file input's `accept` attribute. */
export const RESUME_ACCEPT = RESUME_TYPES.flatMap((t) => [t.extension, t.mimeType]).join(',');

/** The default largest resume the server takes; the server's MAX_RESUME_BYTES may change it. */
export const DEFAULT_MAX_RESUME_BYTES = 5 * 1024 * 1024;

/** The resume type a file name's extension claims, or undefined (the server checks the content). */
export function resumeKindFromName(fileName: string): ResumeKind | undefined {
  const lower = fileName.toLowerCase();
  return RESUME_TYPES.find((t) => lower.endsWith(t.extension))?.kind;
}

/**
 * The resume's file name as we keep it (for the careers mail only: files are stored under random
 * names). Cleaned, not refused, since the visitor never typed it: control characters dropped,
 * path parts removed, at most 255 characters; "resume" when nothing is left.
 */
export function cleanResumeFileName(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  return clean.slice(0, 255) || 'resume';
}
