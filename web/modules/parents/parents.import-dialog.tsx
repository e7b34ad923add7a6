import { useRef, useState, type ChangeEvent } from 'react';
import { Download, FileSpreadsheet, TriangleAlert } from 'lucide-react';
import { CSV_MAX_ROWS, PARENT_TEXTS, type ImportResult } from '../../../contracts/parents.contract';
import { isApiError } from '../../app/api';
import { Banner, Button, DialogActions, ErrorBox, Modal } from '../../ui';
import { useImportCsv } from './parents.api';
import { downloadSampleCsv } from './parents.download';
import { formatSize } from '../../lib/format';

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the result of a successful import (the page shows its banner). */
  onImported: (result: ImportResult) => void;
}

/**
 * CSV import (docs/product-spec.md): only .csv files, "Please select a CSV file to upload" when none is
 * chosen, the columns name and whatsapp_num explained, a sample to download, and the result: how
 * many were imported and each skipped line with its reason.
 */
export function ImportDialog({ open, onOpenChange, onImported }: ImportDialogProps) {
  const importCsv = useImportCsv();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = importCsv.isPending;

  function reset() {
    setFile(null);
    setError(null);
    setResult(null);
    if (input.current) input.current.value = '';
  }

  function close(next: boolean) {
    if (!next) reset();
    onOpenChange(next);
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setResult(null);
    if (chosen && !/\.csv$/i.test(chosen.name)) {
      setFile(null);
      setError(
        'Only .csv files can be imported. Save the spreadsheet as "CSV UTF-8 (Comma delimited)" and try again.',
      );
      event.target.value = '';
      return;
    }
    setError(null);
    setFile(chosen);
  }

  async function submit() {
    if (!file) {
      setError(PARENT_TEXTS.selectFile);
      return;
    }
    setError(null);
    try {
      const outcome = await importCsv.mutateAsync(file);
      setResult(outcome);
      setFile(null);
      if (input.current) input.current.value = '';
      onImported(outcome);
    } catch (err) {
      setError(
        isApiError(err) ? (err.serverMessage ?? PARENT_TEXTS.importFailed) : PARENT_TEXTS.importFailed,
      );
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={close}
      preventClose={busy}
      size="lg"
      title="Import Parents from CSV"
      description="Add many parents at once from a spreadsheet saved as CSV."
      footer={
        result ? (
          <Button onClick={() => close(false)}>Done</Button>
        ) : (
          <DialogActions
            onCancel={() => close(false)}
            busy={busy}
            label="Import"
            busyLabel="Importing..."
            onAction={() => void submit()}
          />
        )
      }
    >
      <div className="space-y-4 text-sm text-slate-600">
        {result ? (
          <ImportSummary result={result} />
        ) : (
          <>
            <div>
              <p>The first row must be the header with these columns (other columns are ignored):</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 rounded-lg bg-slate-50 p-3">
                <dt>
                  <code className="font-semibold text-slate-900">name</code>
                </dt>
                <dd>The parent's full name.</dd>
                <dt>
                  <code className="font-semibold text-slate-900">whatsapp_num</code>
                </dt>
                <dd>
                  The WhatsApp number with the country code, e.g.{' '}
                  <span className="whitespace-nowrap">+14155550123</span>. Numbers without one are read as
                  numbers of the school's country.
                </dd>
              </dl>
              <p className="mt-2 text-xs text-slate-500">
                UTF-8 encoded, up to {CSV_MAX_ROWS.toLocaleString('en-US')} rows and 2 MB. Numbers already in
                the directory are skipped, never changed.
              </p>
            </div>
            <Button
              icon={Download}
              variant="ghost"
              size="sm"
              onClick={downloadSampleCsv}
              className="-ml-3 text-indigo-600"
            >
              Download sample CSV
            </Button>

            <label
              htmlFor="parents-csv"
              className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 px-4 py-6 text-center hover:border-indigo-400 hover:bg-indigo-50/40"
            >
              <FileSpreadsheet aria-hidden className="size-8 text-slate-400" />
              <span className="font-medium text-slate-700">{file ? file.name : 'Choose a CSV file'}</span>
              <span className="text-xs text-slate-500">
                {file ? formatSize(file.size) : 'Only .csv files'}
              </span>
              <input
                ref={input}
                id="parents-csv"
                type="file"
                accept=".csv,text/csv"
                aria-label="CSV file"
                className="sr-only"
                onChange={pick}
                disabled={busy}
              />
            </label>
            {error && <ErrorBox message={error} />}
          </>
        )}
      </div>
    </Modal>
  );
}

/** What an import did: the success line and, when rows were skipped, each line and its reason. */
function ImportSummary({ result }: { result: ImportResult }) {
  return (
    <div className="space-y-4" data-testid="import-summary">
      {result.importedCount > 0 ? (
        <Banner banner={{ kind: 'success', message: PARENT_TEXTS.imported(result.importedCount) }} />
      ) : (
        <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
          No new parents were imported.
        </p>
      )}
      {result.skippedCount > 0 && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden className="size-4 shrink-0" />
            {PARENT_TEXTS.skipped(result.skippedCount)}
          </p>
          <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto pr-1" aria-label="Skipped rows">
            {result.skippedRows.map((row) => (
              <li key={`${row.line}-${row.reason}`} className="break-words">
                <span className="font-medium">Line {row.line}</span>
                {(row.name || row.whatsapp_num) && (
                  <span className="text-amber-800">
                    {' '}
                    ({[row.name, row.whatsapp_num].filter(Boolean).join(', ')})
                  </span>
                )}
                : {row.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
