/**
 * A reason a file cannot be ingested that a staff member can act on (re-export the PDF, remove the
 * password, upload a clearer photo...). Thrown by extractors; the job writes `message` to the
 * file's `error_message` verbatim and marks it FAILED at once, without retries. Any other error is
 * treated as a glitch and retried by the queue.
 */
export class IngestionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IngestionError';
  }
}

/** The exact texts staff see ("Bad input"); tests assert them. */
export const MESSAGES = {
  pdfDamaged: 'This PDF is damaged or incomplete and could not be read',
  pdfPassword: 'File is password-protected',
  pdfNoText: 'This PDF has no readable text and OCR found none',
  imageNoText: 'No readable text found in this image',
  empty: 'This file contains no text',
  audioNotConfigured: 'Audio transcription is not configured (set TRANSCRIPTION_MODEL)',
  unsupported: (mime: string) => `Files of type ${mime} cannot be added to the knowledge base`,
  tooManyPages: (pages: number, max: number) =>
    `This PDF has ${pages.toLocaleString('en-US')} pages; the limit is ${max.toLocaleString('en-US')}. Split it into smaller files`,
  docxBomb: (limit: string) => `This Word file expands to more than ${limit} and was not processed`,
  docxDamaged: 'This Word file is damaged or not a real .docx file and could not be read',
  docDamaged: 'This Word 97-2003 (.doc) file is damaged and could not be read',
  imageTooLarge: (megapixels: number, max: number) =>
    `This image is ${megapixels} megapixels; the limit is ${max} megapixels. Resize it and upload again`,
  imageDamaged: 'This image is damaged or incomplete',
  parserCrashed: 'This file is damaged and could not be read',
  parserTimeout: (seconds: number) =>
    `Reading this file took longer than ${seconds} seconds and was stopped. Check the file or split it`,
  imageUnreadable: 'This image is damaged or in a format that could not be read',
  ocrTimeout: (seconds: number) =>
    `Reading the text in this image took longer than ${seconds} seconds. Upload a smaller or clearer image`,
  textTooLong: (limit: string) => `This file has more than ${limit} of text; split it into smaller files`,
  transcriptionFailed: (detail: string) => `Audio transcription failed: ${detail}`,
  transcriptionEmpty: 'No speech found in this recording',
} as const;
