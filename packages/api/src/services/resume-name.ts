import { RESUME_TYPES, type ResumeKind } from '@corvane/contract';

/**
 * The attachment's name: the applicant's name in plain ASCII letters and digits, then the type
 * the content was judged to be. Never the uploaded name: it may carry a path, a misleading
 * extension or characters a mail client mangles.
 */
export function resumeAttachmentName(
  firstName: string,
  lastName: string,
  kind: ResumeKind,
): string {
  const name = `${firstName} ${lastName}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const extension = RESUME_TYPES.find((type) => type.kind === kind)!.extension;
  return `${name || 'applicant'}-resume${extension}`;
}
