import { sampleCsv } from '../../../contracts/parents.contract';

/** Save `text` as a file named `filename` through a temporary object URL (no server round trip). */
export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The sample CSV of docs/product-spec.md, generated in the browser (formula-safe, re-importable). */
export function downloadSampleCsv(): void {
  downloadText(sampleCsv(), 'parents-sample.csv');
}
