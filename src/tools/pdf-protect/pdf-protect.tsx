import { Button, Checkbox, Group, Loader, Paper, PasswordInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileLock, IconLock, IconLockOpen } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearHandoff, pastedFiles } from '../../engine/handoff/handoff';
import type { OperationFailure } from '../../engine/failure';
import { defaultOptions, type OperationWarning } from '../../engine/operation';
import { operationClient } from '../../engine/worker/operation-pool';
import { formatByteSize } from '../../lib/byte-size';
import { downloadBlob } from '../../lib/download';
import { useBatchItems, useFileBatch } from '../../modules/file-batch/use-file-batch';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { wordKey } from '../../modules/i18n/word-key';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { FilePreview } from '../../ui/file-preview/FilePreview';
import type en from './locales/en.json';
import { pdfProtect, pdfProtectUnlock } from './pdf-protect.operations';

const FileBatchList = lazy(() => import('../../modules/file-batch/FileBatchList').then((module) => ({ default: module.FileBatchList })));

const TOOL_ID = 'pdf-protect';
const DEFAULTS = { mode: 'protect' as 'protect' | 'unlock', ...defaultOptions(pdfProtect), unlockPassword: defaultOptions(pdfProtectUnlock).password };
/** The action and the permissions are settings (in the URL); passwords are never kept anywhere. */
const STATE_OPTIONS = {
  persist: { mode: 'url', print: 'url', copy: 'url', modify: 'url', password: 'none', ownerPassword: 'none', currentPassword: 'none', unlockPassword: 'none' },
  allowed: { mode: ['protect', 'unlock'] },
  schema: pdfProtect.options,
} as const;
const ACCEPT = 'application/pdf,.pdf';

/** A single file's run, for the files and settings of `runKey` (shown only while they stay the same). */
type Outcome = { runKey: string } & (
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; file: File; warnings: OperationWarning[] }
  | { status: 'error'; failure: OperationFailure | undefined; message: string }
);

/** A key of the tool's strings, then of the shell's (the shared `pdf.*` messages), in the reader's language. */
function word(key: string | undefined, params: Record<string, unknown> | undefined, fallback: string, detail?: string): string {
  const text = wordKey(key, params, [TOOL_ID, 'shell']);
  if (text) return detail ? `${text} (${detail})` : text;
  return detail || fallback;
}

const isPasswordFailure = (failure: OperationFailure | undefined) => failure?.messageKey === 'pdf.passwordNeeded' || failure?.messageKey === 'pdf.wrongPassword';

/** A password field with a focusable show/hide button. */
function PasswordField({
  label,
  description,
  value,
  onChange,
  autoComplete,
  w,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  w?: number;
}) {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      label={label}
      description={description}
      value={value}
      maxLength={1000}
      autoComplete={autoComplete}
      spellCheck={false}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? t('hidePassword') : t('showPassword'), 'aria-pressed': visible }}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={w}
    />
  );
}

export default function PdfProtect() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const { t: shell } = useTranslation();
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [files, setFiles] = useState<File[]>(() => [...((pastedFiles(TOOL_ID) ?? []) as File[])]);
  useEffect(() => clearHandoff(TOOL_ID), []);
  const [filesVersion, setFilesVersion] = useState(0);
  const [outcomeState, setOutcome] = useState<Outcome>({ runKey: '', status: 'idle' });
  const [askedCurrent, setAskedCurrent] = useState(false);
  const batch = useFileBatch();
  const batchItems = useBatchItems(batch);
  const running = useRef<AbortController | undefined>(undefined);
  const protect = state.mode === 'protect';
  const several = files.length > 1;

  const operation = protect ? pdfProtect : pdfProtectUnlock;
  const options = protect
    ? { password: state.password, ownerPassword: state.ownerPassword, print: state.print, copy: state.copy, modify: state.modify, currentPassword: state.currentPassword }
    : { password: state.unlockPassword };
  const optionsKey = JSON.stringify([state.mode, options]);

  const runKey = `${filesVersion}|${optionsKey}`;
  // A result is never shown beside other files or other settings: any change stops the run and clears the batch.
  const outcome: Outcome = outcomeState.runKey === runKey ? outcomeState : { runKey, status: 'idle' };
  useEffect(() => {
    running.current?.abort();
    batch.clear();
  }, [runKey, batch]);
  // An input that is already encrypted needs its password to be protected again.
  const askCurrent = protect && (askedCurrent || batchItems.some((item) => isPasswordFailure(item.error?.failure)));

  const run = async () => {
    if (several) {
      batch.run({ kind: 'operation', op: operation.id, options }, files);
      return;
    }
    const source = files[0]!;
    const controller = new AbortController();
    running.current = controller;
    setOutcome({ runKey, status: 'running' });
    try {
      const result = await operationClient.runToFiles({ kind: 'operation', op: operation.id, options }, source, { signal: controller.signal });
      if (controller.signal.aborted) return;
      if (result.ok) setOutcome({ runKey, status: 'done', file: result.files[0]!, warnings: result.warnings });
      else {
        setOutcome({ runKey, status: 'error', failure: result.failure, message: result.message });
        if (protect && isPasswordFailure(result.failure)) setAskedCurrent(true);
      }
    } catch (error) {
      if (!controller.signal.aborted) setOutcome({ runKey, status: 'error', failure: undefined, message: error instanceof Error ? error.message : String(error) });
    }
  };

  const size = (bytes: number) => formatByteSize(bytes, language);
  const result = outcome.status === 'done' && !several ? outcome : undefined;
  const canRun = files.length > 0 && (!protect || state.password !== '' || state.ownerPassword !== '');

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text component="label" id="pdf-protect-mode" size="sm" fw={500}>
          {t('mode')}
        </Text>
        <SegmentedControl
          aria-labelledby="pdf-protect-mode"
          w="fit-content"
          data={[
            { value: 'protect', label: t('protect') },
            { value: 'unlock', label: t('unlock') },
          ]}
          value={state.mode}
          onChange={(mode) => update({ mode: mode as 'protect' | 'unlock' })}
        />
      </Stack>
      <FileDropZone
        multiple
        label={t('dropLabel')}
        accept={ACCEPT}
        acceptLabel={t('acceptLabel')}
        files={files}
        onFiles={(added) => {
          setFiles((current) => [...current, ...added]);
          setFilesVersion((version) => version + 1);
        }}
        onRemove={(index) => {
          setFiles((current) => current.filter((_, at) => at !== index));
          setFilesVersion((version) => version + 1);
        }}
      />
      {protect ? (
        <Stack gap="md">
          <Group gap="md" align="flex-end" wrap="wrap">
            <PasswordField
              label={t('password')}
              description={t('passwordHint')}
              value={state.password}
              onChange={(password) => update({ password })}
              autoComplete="new-password"
              w={320}
            />
            <PasswordField
              label={t('ownerPassword')}
              description={t('ownerPasswordHint')}
              value={state.ownerPassword}
              onChange={(ownerPassword) => update({ ownerPassword })}
              autoComplete="new-password"
              w={320}
            />
          </Group>
          <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="sm" fw={500} mb={4}>
              {t('permissions')}
            </Text>
            <Checkbox label={t('print')} checked={state.print} onChange={(event) => update({ print: event.currentTarget.checked })} />
            <Checkbox label={t('copy')} checked={state.copy} onChange={(event) => update({ copy: event.currentTarget.checked })} />
            <Checkbox label={t('modify')} checked={state.modify} onChange={(event) => update({ modify: event.currentTarget.checked })} />
          </Stack>
          {askCurrent && (
            <PasswordField
              label={t('currentPassword')}
              description={t('currentPasswordHint')}
              value={state.currentPassword}
              onChange={(currentPassword) => update({ currentPassword })}
              autoComplete="current-password"
              w={320}
            />
          )}
        </Stack>
      ) : (
        <PasswordField
          label={shell('pdf.password')}
          description={t('unlockHint')}
          value={state.unlockPassword}
          onChange={(unlockPassword) => update({ unlockPassword })}
          autoComplete="current-password"
          w={320}
        />
      )}
      <Group gap="sm">
        <Button
          leftSection={protect ? <IconLock size={16} aria-hidden /> : <IconLockOpen size={16} aria-hidden />}
          disabled={!canRun}
          loading={outcome.status === 'running'}
          onClick={() => void run()}
        >
          {protect ? t('runProtect') : t('runUnlock')}
        </Button>
        {files.length === 0 && <Text size="sm">{t('noFiles')}</Text>}
      </Group>
      {several && (
        <Suspense fallback={null}>
          <FileBatchList batch={batch} tool={TOOL_ID} archiveName={protect ? 'protected-pdfs.zip' : 'unlocked-pdfs.zip'} />
        </Suspense>
      )}
      {!several && outcome.status === 'running' && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('working')}</Text>
        </Group>
      )}
      {!several && outcome.status === 'error' && (
        <ToolAlert type="error">{word(outcome.failure?.messageKey, outcome.failure?.params, outcome.message, outcome.failure?.detail)}</ToolAlert>
      )}
      {result && (
        <Stack gap="sm" component="section" aria-label={protect ? t('protect') : t('unlock')}>
          {result.warnings.map((warning) => (
            <ToolAlert key={warning.key} type="warning">
              {word(warning.key, warning.data as Record<string, unknown> | undefined, warning.message)}
            </ToolAlert>
          ))}
          {protect ? (
            // A protected file cannot be previewed without its password: its name, size and Download.
            <Paper withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap">
                  <IconFileLock size={20} aria-hidden />
                  <div>
                    <Text size="sm" fw={500}>
                      {result.file.name}
                    </Text>
                    <Text size="xs">
                      {size(result.file.size)} · {state.password === '' ? t('restricted') : t('protected')}
                    </Text>
                  </div>
                </Group>
                <Button
                  variant="light"
                  size="compact-sm"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  onClick={() => downloadBlob(result.file.name, result.file)}
                  aria-label={shell('ui.downloadFile', { name: result.file.name })}
                >
                  {shell('ui.download')}
                </Button>
              </Group>
            </Paper>
          ) : (
            <>
              {result.warnings.length === 0 && <Text>{t('unlocked')}</Text>}
              <FilePreview file={result.file} />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
