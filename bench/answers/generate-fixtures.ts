/**
 * Render the benchmark corpus (corpus.ts) into real source files under bench/answers/fixtures/, so
 * the ingestion pipeline can ingest the same school once it is merged: the handbook as a multi-page
 * PDF (pdf-lib; one section per page from page 2 on, so facts sit deep in the file), newsletters as
 * DOCX (docx), announcements as TXT, flyers as PNG images (rendered by headless Chromium).
 * Run: node --import tsx bench/answers/generate-fixtures.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { launchBrowser } from '../../e2e/harness.js';
import { CORPUS, type BenchDocument } from './corpus.js';

const OUT = path.resolve(import.meta.dirname, 'schools/maple-grove/fixtures');

function sections(text: string): { heading: string; paragraphs: string[] }[] {
  const out: { heading: string; paragraphs: string[] }[] = [];
  for (const line of text.split('\n')) {
    const h = line.match(/^#\s+(.*)$/);
    if (h) out.push({ heading: h[1]!, paragraphs: [] });
    else if (line.trim())
      (out.at(-1) ?? out[out.push({ heading: '', paragraphs: [] }) - 1]!).paragraphs.push(line.trim());
  }
  return out;
}

async function pdf(doc: BenchDocument): Promise<Uint8Array> {
  const file = await PDFDocument.create();
  file.setTitle(doc.title);
  const font = await file.embedFont(StandardFonts.Helvetica);
  const bold = await file.embedFont(StandardFonts.HelveticaBold);
  const wrap = (text: string, size: number, width: number) => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  };
  const cover = file.addPage([612, 792]);
  cover.drawText(doc.title, { x: 72, y: 600, size: 28, font: bold, color: rgb(0.1, 0.1, 0.3) });
  cover.drawText('Maple Grove Elementary School, 2025-2026', { x: 72, y: 560, size: 14, font });
  // Two sections per page after the cover, so later sections land on page 5 and beyond.
  const all = sections(doc.text);
  for (let i = 0; i < all.length; i += 2) {
    const page = file.addPage([612, 792]);
    let y = 720;
    for (const s of all.slice(i, i + 2)) {
      page.drawText(s.heading, { x: 72, y, size: 16, font: bold });
      y -= 26;
      for (const p of s.paragraphs) {
        for (const l of wrap(p, 11, 468)) {
          page.drawText(l, { x: 72, y, size: 11, font });
          y -= 15;
        }
        y -= 8;
      }
      y -= 16;
    }
    page.drawText(`Page ${file.getPageCount()}`, { x: 290, y: 40, size: 9, font });
  }
  return file.save();
}

async function docx(doc: BenchDocument): Promise<Buffer> {
  const children = [new Paragraph({ text: doc.title, heading: HeadingLevel.TITLE })];
  for (const s of sections(doc.text)) {
    if (s.heading) children.push(new Paragraph({ text: s.heading, heading: HeadingLevel.HEADING_1 }));
    for (const p of s.paragraphs) children.push(new Paragraph({ text: p }));
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

function escape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const images: BenchDocument[] = [];
  for (const doc of CORPUS) {
    const target = path.join(OUT, doc.fileName);
    if (doc.fileName.endsWith('.pdf')) writeFileSync(target, await pdf(doc));
    else if (doc.fileName.endsWith('.docx')) writeFileSync(target, await docx(doc));
    else if (doc.fileName.endsWith('.png')) images.push(doc);
    else writeFileSync(target, `${doc.title}\n\n${doc.text.replace(/^#\s+/gm, '')}\n`);
  }
  if (images.length) {
    const browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 800, height: 1000 } });
    for (const doc of images) {
      const body = sections(doc.text)
        .map((s) => `<h1>${escape(s.heading)}</h1>${s.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}`)
        .join('');
      await page.setContent(
        `<html><body style="margin:0;font-family:DejaVu Sans,Arial,sans-serif;background:#fff7e6">
         <div style="padding:60px;border:12px solid #f59e0b;height:836px;box-sizing:border-box">
         <style>h1{font-size:54px;color:#b45309;margin:0 0 30px}p{font-size:30px;line-height:1.4;color:#111}</style>
         ${body}</div></body></html>`,
      );
      await page.screenshot({ path: path.join(OUT, doc.fileName) });
    }
    await browser.close();
  }
  console.log(`Wrote ${CORPUS.length} files to ${path.relative(process.cwd(), OUT)}`);
}

await main();
