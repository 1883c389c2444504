import type { ResumeKind } from '@corvane/contract';

const PDF = Buffer.from('%PDF-');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_CENTRAL = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

/** True when the zip's central directory lists an entry under word/ (a Word document). */
function zipHasWordFolder(file: Buffer): boolean {
  // The end record sits in the last 22 bytes plus a comment of up to 65535 bytes.
  const end = file.lastIndexOf(ZIP_END, file.length - 22);
  if (end < 0 || end < file.length - 22 - 0xffff) return false;
  const entries = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i++) {
    if (at + 46 > file.length || !file.subarray(at, at + 4).equals(ZIP_CENTRAL)) return false;
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const name = file.toString('latin1', at + 46, at + 46 + nameLength);
    if (name.startsWith('word/')) return true;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return false;
}

/** What a resume really is, judged by its bytes (the file name proves nothing). */
export function detectResumeKind(file: Buffer): ResumeKind | undefined {
  if (file.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (file.subarray(0, OLE2.length).equals(OLE2)) return 'doc';
  if (file.subarray(0, ZIP_LOCAL.length).equals(ZIP_LOCAL) && zipHasWordFolder(file)) return 'docx';
  return undefined;
}
