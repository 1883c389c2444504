import { describe, expect, it } from 'vitest';
import { resumeAttachmentName } from '../src/services/resume-name';

describe('resumeAttachmentName', () => {
  it('spells the applicant in ASCII and takes the extension from the detected type', () => {
    expect(resumeAttachmentName('Tomás', 'García', 'pdf')).toBe('Tomas-Garcia-resume.pdf');
    expect(resumeAttachmentName('Zoë-Anne', "O'Brien", 'docx')).toBe(
      'Zoe-Anne-O-Brien-resume.docx',
    );
  });

  it('drops paths and anything a mail client could mangle', () => {
    expect(resumeAttachmentName('../../etc/passwd', '\r\nBcc: x', 'doc')).toBe(
      'etc-passwd-Bcc-x-resume.doc',
    );
  });

  it('falls back to "applicant" for a name with no Latin letters, and stays short', () => {
    expect(resumeAttachmentName('李', '雷', 'pdf')).toBe('applicant-resume.pdf');
    expect(resumeAttachmentName('A'.repeat(100), 'B', 'pdf')).toBe(`${'A'.repeat(60)}-resume.pdf`);
  });
});
