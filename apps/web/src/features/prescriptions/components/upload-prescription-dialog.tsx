import { messageToken } from '@aushadh/shared/errors/message-token.ts';
import {
  fileExtension,
  hasPrescriptionExtension,
  PRESCRIPTION_UPLOAD,
  prescriptionUploadFieldsSchema,
  type PrescriptionSummary,
  type PrescriptionUploadFields,
} from '@aushadh/shared/prescriptions/schemas.ts';
import { DialogTrigger } from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, CheckCircle2, FileText, FolderOpen, Loader2, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { serverIssues, useErrorText } from '../../../lib/error-text.ts';
import { myPrescriptionsQueryKey } from '../api/get-my-prescriptions.ts';
import { uploadPrescription, UploadAbortedError } from '../api/upload-prescription.ts';
import { useUploadDefaults } from './upload-defaults.tsx';

export interface UploadPrescriptionDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called once the server has stored it (before the dialog closes 1.5 s later). */
  onUploaded?(prescription: PrescriptionSummary): void;
  /** A button that opens the dialog (optional: the caller may open it itself). */
  trigger?: ReactNode;
}

/** SPEC §4 dialog states; "closed" is `open === false`. */
type Phase = 'open' | 'uploading' | 'uploaded';
type FieldName = keyof PrescriptionUploadFields;

interface SelectedFile {
  id: string;
  file: File;
  /** An object URL for an image's thumbnail; null for a PDF. */
  preview: string | null;
}

/** SPEC §4: 1.5 s after success the form resets, the dialog closes and a success message shows. */
export const CLOSE_AFTER_SUCCESS_MS = 1500;
const FIELDS: FieldName[] = ['userName', 'userPhone', 'userAddress', 'notes'];
const MAX_BYTES = PRESCRIPTION_UPLOAD.maxFileBytes;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Upload a prescription (SPEC §1, §4, §5, §7, §8): take a photo or choose up to five JPG/PNG/PDF pages, each
 * checked here for type and the 5 MB limit as well as on the server; name, phone and address prefilled for a
 * signed-in customer; a real progress bar while the bytes go up; the server's verdict in the visitor's language.
 */
export function UploadPrescriptionDialog({ open, onOpenChange, onUploaded, trigger }: UploadPrescriptionDialogProps) {
  const { t } = useTranslation('prescriptions');
  const { error: errorText, message: messageText } = useErrorText();
  const queryClient = useQueryClient();
  const defaults = useUploadDefaults();
  const [phase, setPhase] = useState<Phase>('open');
  const [files, setFiles] = useState<SelectedFile[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [typed, setTyped] = useState<Partial<Record<FieldName, string>>>({});
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const abort = useRef<AbortController | null>(null);
  const finishTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The "No file selected" toast: answered once a file is chosen, so it goes. */
  const noFileToast = useRef<{ dismiss: () => void } | null>(null);
  const filesRef = useRef(files);
  useEffect(() => {
    filesRef.current = files;
  }, [files]);
  const fileErrorId = useId();
  const listId = useId();

  // Thumbnails' object URLs are released when the dialog goes away.
  useEffect(
    () => () => {
      for (const selected of filesRef.current) if (selected.preview) URL.revokeObjectURL(selected.preview);
      abort.current?.abort();
      if (finishTimer.current) clearTimeout(finishTimer.current);
    },
    [],
  );

  const value = (name: FieldName) => typed[name] ?? (name === 'notes' ? '' : (defaults[name] ?? ''));

  function reset() {
    for (const selected of files) if (selected.preview) URL.revokeObjectURL(selected.preview);
    setFiles([]);
    setTyped({});
    setFieldErrors({});
    setFileError(null);
    setFailure(null);
    setProgress(0);
    setPhase('open');
  }

  function finish() {
    if (finishTimer.current) clearTimeout(finishTimer.current);
    finishTimer.current = null;
    reset();
    onOpenChange(false);
    toast({ title: t('upload.uploadedTitle'), description: t('upload.uploadedText'), variant: 'success' });
  }

  function handleOpenChange(next: boolean) {
    if (next) return onOpenChange(true);
    if (phase === 'uploading') abort.current?.abort();
    if (phase === 'uploaded') return finish();
    onOpenChange(false);
  }

  function addFiles(list: FileList | null) {
    if (!list || list.length === 0) return;
    const problems: string[] = [];
    const accepted: SelectedFile[] = [];
    for (const file of Array.from(list)) {
      const name = file.name || 'file';
      if (!hasPrescriptionExtension(name)) problems.push(messageToken('PRESCRIPTION_FILE_TYPE', { name }));
      else if (file.size === 0) problems.push(messageToken('PRESCRIPTION_FILE_EMPTY', { name }));
      else if (file.size > MAX_BYTES)
        problems.push(messageToken('PRESCRIPTION_FILE_TOO_LARGE', { name, maxMb: PRESCRIPTION_UPLOAD.maxFileMb }));
      else if (files.length + accepted.length >= PRESCRIPTION_UPLOAD.maxFiles)
        problems.push(messageToken('PRESCRIPTION_TOO_MANY_FILES', { max: PRESCRIPTION_UPLOAD.maxFiles }));
      else
        accepted.push({
          id: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
          file,
          preview: fileExtension(name) === 'pdf' ? null : URL.createObjectURL(file),
        });
    }
    setFiles((current) => [...current, ...accepted]);
    if (accepted.length > 0) noFileToast.current?.dismiss();
    setFileError(problems.length > 0 ? [...new Set(problems)].map((p) => messageText(p)).join(' ') : null);
    setFailure(null);
  }

  function removeFile(id: string) {
    const removed = files.find((f) => f.id === id);
    if (removed?.preview) URL.revokeObjectURL(removed.preview);
    setFiles((current) => current.filter((f) => f.id !== id));
    setFileError(null);
    // Focus stays in the dialog: on the picker once the last page is gone.
    chooseButton.current?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (phase !== 'open') return;
    if (files.length === 0) {
      // SPEC §5: 'No file selected' / 'Please select a valid prescription file first.'
      setFileError(t('upload.noFileText'));
      noFileToast.current = toast({
        title: t('upload.noFileTitle'),
        description: t('upload.noFileText'),
        variant: 'destructive',
      });
      chooseButton.current?.focus();
      return;
    }
    const values = Object.fromEntries(FIELDS.map((name) => [name, value(name)])) as PrescriptionUploadFields;
    const parsed = prescriptionUploadFieldsSchema.safeParse(values);
    if (!parsed.success) {
      const errors: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        errors[name] ??= messageText(issue.message);
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setFailure(null);
    setProgress(0);
    setPhase('uploading');
    const controller = new AbortController();
    abort.current = controller;
    uploadPrescription({
      files: files.map((f) => f.file),
      fields: values,
      onProgress: setProgress,
      signal: controller.signal,
    })
      .then((summary) => {
        setProgress(1);
        setPhase('uploaded');
        // SPEC §7: the prescriptions are refreshed after an upload.
        void queryClient.invalidateQueries({ queryKey: myPrescriptionsQueryKey });
        onUploaded?.(summary);
        finishTimer.current = setTimeout(finish, CLOSE_AFTER_SUCCESS_MS);
      })
      .catch((error: unknown) => {
        setPhase('open');
        if (error instanceof UploadAbortedError) return;
        console.error('[prescriptions] upload failed', error);
        const said = errorText(error) ?? (error instanceof Error ? error.message : String(error));
        setFailure(said);
        const issues = serverIssues(error);
        if (issues.length > 0) {
          const errors: Partial<Record<FieldName, string>> = {};
          for (const issue of issues) {
            if ((FIELDS as string[]).includes(issue.field))
              errors[issue.field as FieldName] ??= messageText(issue.message);
          }
          setFieldErrors(errors);
        }
        // SPEC §8: the title, the text, then the error.
        toast({
          title: t('upload.failedTitle'),
          description: `${t('upload.failedText')} ${isApiError(error) ? `${error.status}: ${said}` : said}`,
          variant: 'destructive',
        });
      });
  }

  const busy = phase === 'uploading';
  const percent = Math.round(progress * 100);
  const fieldProps = (name: FieldName) => ({
    name,
    value: value(name),
    disabled: busy,
    error: fieldErrors[name],
    onChange: (event: { target: { value: string } }) =>
      setTyped((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        closeLabel={t('upload.close')}
        className="overflow-y-auto sm:max-w-xl"
        data-testid="upload-prescription-dialog"
        data-state-phase={phase}
        // While the bytes go up, a stray click outside must not cancel the upload.
        onPointerDownOutside={(event) => busy && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t('upload.title')}</DialogTitle>
          <DialogDescription>{t('upload.description')}</DialogDescription>
        </DialogHeader>
        {phase === 'uploaded' ? (
          <div
            role="status"
            className="flex flex-col items-center gap-3 px-5 py-10 text-center"
            data-testid="upload-success"
          >
            <CheckCircle2 className="size-14 text-emerald-600" aria-hidden="true" />
            <p className="text-lg font-semibold text-slate-900">{t('upload.uploadedTitle')}</p>
            <p className="max-w-sm text-sm text-slate-600">{t('upload.uploadedText')}</p>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-5 px-5 py-5">
            <fieldset
              className="flex flex-col gap-3"
              disabled={busy}
              aria-describedby={fileError ? fileErrorId : undefined}
            >
              <legend className="mb-2 text-sm font-medium text-slate-800">{t('upload.filesLegend')}</legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                <Button type="button" variant="outline" className="h-12" onClick={() => cameraInput.current?.click()}>
                  <Camera aria-hidden="true" />
                  {t('upload.takePhoto')}
                </Button>
                <Button
                  ref={chooseButton}
                  type="button"
                  variant="outline"
                  className="h-12"
                  onClick={() => filesInput.current?.click()}
                  data-testid="choose-prescription-files"
                >
                  <FolderOpen aria-hidden="true" />
                  {t('upload.chooseFiles')}
                </Button>
              </div>
              {/* The real inputs, reached through the buttons above (they carry the labels). */}
              <input
                ref={cameraInput}
                type="file"
                accept="image/*"
                capture="environment"
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                data-testid="prescription-camera-input"
                onChange={(event) => {
                  addFiles(event.target.files);
                  event.target.value = '';
                }}
              />
              <input
                ref={filesInput}
                type="file"
                multiple
                accept={PRESCRIPTION_UPLOAD.accept}
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                data-testid="prescription-file-input"
                onChange={(event) => {
                  addFiles(event.target.files);
                  event.target.value = '';
                }}
              />
              <p className="text-xs text-slate-500">
                {t('upload.limits', { maxFiles: PRESCRIPTION_UPLOAD.maxFiles, maxMb: PRESCRIPTION_UPLOAD.maxFileMb })}
              </p>
              {fileError ? (
                <p
                  id={fileErrorId}
                  role="alert"
                  className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
                  data-testid="file-error"
                >
                  {fileError}
                </p>
              ) : null}
              {files.length > 0 ? (
                <div>
                  <p id={listId} className="mb-2 text-xs font-medium text-slate-600">
                    {t('upload.pageCount', { count: files.length, max: PRESCRIPTION_UPLOAD.maxFiles })}
                  </p>
                  <ul aria-labelledby={listId} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                    {files.map((selected, index) => (
                      <li
                        key={selected.id}
                        className="relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
                      >
                        <div className="flex aspect-[4/3] items-center justify-center bg-white">
                          {selected.preview ? (
                            <img
                              src={selected.preview}
                              alt={t('upload.thumbnailAlt', { page: index + 1, name: selected.file.name })}
                              className="size-full object-cover"
                            />
                          ) : (
                            <FileText className="size-10 text-red-700" aria-label={t('upload.pdf')} />
                          )}
                        </div>
                        <div className="flex items-center gap-1 px-2 py-1.5">
                          <span className="min-w-0 flex-1">
                            <span className="block truncate text-xs font-medium text-slate-800" dir="auto">
                              {selected.file.name}
                            </span>
                            <span className="block text-[11px] text-slate-500">
                              <bdi>{sizeText(selected.file.size)}</bdi>
                            </span>
                          </span>
                          <button
                            type="button"
                            onClick={() => removeFile(selected.id)}
                            className="flex size-9 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                            aria-label={t('upload.remove', { name: selected.file.name })}
                          >
                            <X className="size-4" aria-hidden="true" />
                          </button>
                        </div>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </fieldset>

            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={t('upload.fields.name')} autoComplete="name" {...fieldProps('userName')} />
              <TextField
                label={t('upload.fields.phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                {...fieldProps('userPhone')}
              />
              <TextAreaField
                label={t('upload.fields.address')}
                autoComplete="street-address"
                fieldClassName="sm:col-span-2"
                rows={2}
                {...fieldProps('userAddress')}
              />
              <TextAreaField
                label={t('upload.fields.notes')}
                description={t('upload.fields.notesHint')}
                fieldClassName="sm:col-span-2"
                rows={2}
                {...fieldProps('notes')}
              />
            </div>

            {failure && !busy ? (
              <p
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
                data-testid="upload-failure"
              >
                <strong className="font-semibold">{t('upload.failedTitle')}.</strong> {failure}
              </p>
            ) : null}

            {/* Stays in view while the form scrolls (a phone shows only part of it), with the progress. */}
            <div className="sticky bottom-0 z-10 -mx-5 -mb-5 flex flex-col gap-3 border-t border-slate-100 bg-white px-5 py-4">
              {busy ? (
                <div className="flex flex-col gap-2" data-testid="upload-progress">
                  <div className="flex items-center justify-between text-sm">
                    <span className="flex items-center gap-2 font-medium text-slate-800">
                      <Loader2 className="size-4 animate-spin text-brand-700" aria-hidden="true" />
                      {percent < 100 ? t('upload.uploading') : t('upload.checking')}
                    </span>
                    <span className="text-slate-600 tabular-nums" aria-hidden="true">
                      {percent}%
                    </span>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={t('upload.progressLabel')}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    aria-valuetext={t('upload.progress', { percent })}
                    className="h-2.5 overflow-hidden rounded-full bg-slate-200"
                  >
                    <div
                      className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
                      style={{ width: `${percent}%` }}
                    />
                  </div>
                </div>
              ) : null}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                {busy ? (
                  <Button type="button" variant="outline" onClick={() => abort.current?.abort()}>
                    {t('upload.cancelUpload')}
                  </Button>
                ) : (
                  <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
                    {t('upload.cancel')}
                  </Button>
                )}
                <Button type="submit" disabled={busy} data-testid="submit-prescription">
                  <Upload aria-hidden="true" />
                  {t('upload.submit')}
                </Button>
              </div>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
