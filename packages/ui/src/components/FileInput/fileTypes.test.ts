import { describe, expect, it } from 'vitest';
import { checkFile, describeAccept, formatBytes, isAcceptedFile, parseAccept } from './fileTypes';

const resumeTypes = '.pdf,.doc,.docx';

describe('isAcceptedFile', () => {
  it('takes the resume types by extension, whatever their case', () => {
    expect(isAcceptedFile({ name: 'cv.pdf', type: 'application/pdf' }, resumeTypes)).toBe(true);
    expect(isAcceptedFile({ name: 'CV.DOCX', type: '' }, resumeTypes)).toBe(true);
    expect(isAcceptedFile({ name: 'cv.doc', type: 'application/msword' }, resumeTypes)).toBe(true);
  });

  it('refuses other extensions, lookalikes and a bare extension as the whole name', () => {
    expect(isAcceptedFile({ name: 'cv.png', type: 'image/png' }, resumeTypes)).toBe(false);
    expect(isAcceptedFile({ name: 'cv.pdf.exe', type: '' }, resumeTypes)).toBe(false);
    expect(isAcceptedFile({ name: 'cvpdf', type: '' }, resumeTypes)).toBe(false);
    expect(isAcceptedFile({ name: '.pdf', type: '' }, resumeTypes)).toBe(false);
  });

  it('matches exact MIME types and MIME families', () => {
    expect(isAcceptedFile({ name: 'x', type: 'application/pdf' }, 'application/pdf')).toBe(true);
    expect(isAcceptedFile({ name: 'x', type: 'image/jpeg' }, 'image/*')).toBe(true);
    expect(isAcceptedFile({ name: 'x', type: 'text/plain' }, 'image/*, application/pdf')).toBe(
      false,
    );
  });

  it('takes anything when there is no accept list', () => {
    expect(isAcceptedFile({ name: 'anything.bin', type: '' }, undefined)).toBe(true);
    expect(isAcceptedFile({ name: 'anything.bin', type: '' }, ' , ')).toBe(true);
  });
});

describe('describing the accepted types', () => {
  it('lists extensions in capitals, joined in plain words', () => {
    expect(describeAccept(resumeTypes)).toBe('PDF, DOC or DOCX');
    expect(describeAccept('.pdf')).toBe('PDF');
    expect(describeAccept('.pdf,.doc', 'ou')).toBe('PDF ou DOC');
    expect(describeAccept(undefined)).toBe('');
  });

  it('parses an accept attribute loosely', () => {
    expect(parseAccept(' .PDF , image/* ,')).toEqual(['.pdf', 'image/*']);
  });
});

describe('formatBytes', () => {
  it('uses the largest whole unit with one decimal at most', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
  });
});

describe('checkFile', () => {
  it('says why a file is refused: type first, then size', () => {
    expect(checkFile({ name: 'a.png', type: '', size: 1 }, resumeTypes, 10)).toBe('type');
    expect(checkFile({ name: 'a.pdf', type: '', size: 11 }, resumeTypes, 10)).toBe('size');
    expect(checkFile({ name: 'a.pdf', type: '', size: 10 }, resumeTypes, 10)).toBeNull();
    expect(checkFile({ name: 'a.pdf', type: '', size: 1e9 }, resumeTypes, undefined)).toBeNull();
  });
});
