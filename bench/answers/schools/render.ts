/**
 * Renderers shared by the bench schools' generator scripts: each turns a small block model
 * (headings, paragraphs, tables) into the real file format a school office would upload, so the
 * product's own extractors (unpdf, mammoth, tesseract OCR, the HTML/markdown readers, the MIME parser)
 * see what they see in production.
 * - PDF: pdf-lib, Letter pages, tables drawn as aligned columns with ruled lines (no text layer
 *   tricks), long content flowing over several pages;
 * - DOCX: docx, with real Word tables;
 * - PNG: headless Chromium screenshot of an HTML flyer (the facts exist only as pixels);
 * - EML: nodemailer's stream transport (CRLF, multipart with a base64 PDF attachment).
 */
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import nodemailer from 'nodemailer';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { launchBrowser } from '../../../e2e/harness.js';

/** One block of a document: a heading, a paragraph (may contain "\n" for hard breaks) or a table. */
export type Block = { h: string } | { p: string } | { table: string[][]; widths?: number[] };

const PAGE: [number, number] = [612, 792];
const MARGIN = 60;

/** Standard PDF fonts use WinAnsi: replace the few characters it cannot encode. */
function ansi(s: string): string {
  return s.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/→/g, '->').replace(/☐/g, '[ ]');
}

/** Render blocks to a multi-page PDF (title on top of page 1). Returns the file bytes. */
export async function renderPdf(title: string, subtitle: string, blocks: Block[]): Promise<Uint8Array> {
  const file = await PDFDocument.create();
  file.setTitle(title);
  const font = await file.embedFont(StandardFonts.Helvetica);
  const bold = await file.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE[0] - 2 * MARGIN;
  let page: PDFPage = file.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const newPage = () => {
    page.drawText(`${file.getPageCount()}`, { x: PAGE[0] / 2, y: 30, size: 8, font });
    page = file.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };
  const ensure = (h: number) => {
    if (y - h < MARGIN) newPage();
  };
  const wrap = (text: string, f: PDFFont, size: number, w: number): string[] => {
    const lines: string[] = [];
    for (const raw of ansi(text).split('\n')) {
      let line = '';
      for (const word of raw.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (f.widthOfTextAtSize(next, size) > w && line) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  };
  page.drawText(ansi(title), { x: MARGIN, y, size: 20, font: bold, color: rgb(0.1, 0.15, 0.35) });
  y -= 24;
  page.drawText(ansi(subtitle), { x: MARGIN, y, size: 11, font });
  y -= 30;
  for (const block of blocks) {
    if ('h' in block) {
      ensure(40);
      y -= 6;
      page.drawText(ansi(block.h), { x: MARGIN, y, size: 13, font: bold });
      y -= 20;
    } else if ('p' in block) {
      for (const line of wrap(block.p, font, 10, width)) {
        ensure(14);
        page.drawText(line, { x: MARGIN, y, size: 10, font });
        y -= 13;
      }
      y -= 6;
    } else {
      const cols = block.table[0]!.length;
      const widths = block.widths ?? Array.from({ length: cols }, () => 1 / cols);
      const xs = widths.reduce<number[]>((acc, w, i) => [...acc, acc[i]! + w * width], [MARGIN]);
      for (const [r, row] of block.table.entries()) {
        const cells = row.map((cell, c) => wrap(cell, r === 0 ? bold : font, 9, widths[c]! * width - 8));
        const h = Math.max(...cells.map((l) => l.length)) * 11 + 6;
        ensure(h);
        page.drawLine({
          start: { x: MARGIN, y: y + 10 },
          end: { x: MARGIN + width, y: y + 10 },
          thickness: 0.5,
        });
        cells.forEach((lines, c) =>
          lines.forEach((line, i) =>
            page.drawText(line, { x: xs[c]! + 4, y: y - i * 11, size: 9, font: r === 0 ? bold : font }),
          ),
        );
        y -= h;
      }
      page.drawLine({
        start: { x: MARGIN, y: y + 10 },
        end: { x: MARGIN + width, y: y + 10 },
        thickness: 0.5,
      });
      y -= 10;
    }
  }
  page.drawText(`${file.getPageCount()}`, { x: PAGE[0] / 2, y: 30, size: 8, font });
  return file.save();
}

/** Render blocks to a DOCX with Word headings and tables. */
export async function renderDocx(title: string, blocks: Block[]): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [new Paragraph({ text: title, heading: HeadingLevel.TITLE })];
  for (const block of blocks) {
    if ('h' in block) children.push(new Paragraph({ text: block.h, heading: HeadingLevel.HEADING_2 }));
    else if ('p' in block)
      children.push(
        new Paragraph({
          children: block.p.split('\n').map((line, i) => new TextRun({ text: line, break: i ? 1 : 0 })),
        }),
      );
    else
      children.push(
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: block.table.map(
            (row, r) =>
              new TableRow({
                children: row.map(
                  (cell) =>
                    new TableCell({
                      children: [
                        new Paragraph({
                          alignment: AlignmentType.LEFT,
                          children: [new TextRun({ text: cell, bold: r === 0 })],
                        }),
                      ],
                    }),
                ),
              }),
          ),
        }),
      );
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** Screenshot each HTML flyer (800×1000) to its PNG path with headless Chromium. */
export async function renderPngs(flyers: { html: string; target: string }[]): Promise<void> {
  if (flyers.length === 0) return;
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 800, height: 1000 } });
    for (const flyer of flyers) {
      await page.setContent(flyer.html);
      await page.screenshot({ path: flyer.target });
    }
  } finally {
    await browser.close();
  }
}

/** Compose a raw RFC 5322 message (CRLF) with optional PDF attachments, as a mail client sends it. */
export async function renderEml(options: {
  from: string;
  to: string;
  subject: string;
  date: Date;
  text: string;
  attachments: { filename: string; content: Uint8Array }[];
}): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail({
    from: options.from,
    to: options.to,
    subject: options.subject,
    date: options.date,
    text: options.text,
    attachments: options.attachments.map((a) => ({
      filename: a.filename,
      content: Buffer.from(a.content),
      contentType: 'application/pdf',
    })),
  });
  return info.message as Buffer;
}
