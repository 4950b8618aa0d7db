import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { pastedFiles } from '../../engine/handoff/handoff';
import { defaultOptions } from '../../engine/operation';
import { numberBounds } from '../../engine/schema';
import { operationClient } from '../../engine/worker/operation-pool';
import { failureMessage, fromFailure } from '../../engine/failure';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { FilePreview } from '../../ui/file-preview/FilePreview';
import { TextField } from '../../ui/input/TextField';
import type en from './locales/en.json';
import { zipCreator } from './zip-creator.operations';

const TOOL_ID = 'zip-creator';
const DEFAULTS = defaultOptions(zipCreator);
/** The level and the name are settings (in the URL); a password is never remembered. */
const STATE_OPTIONS = { persist: { level: 'url', name: 'url', password: 'none' }, schema: zipCreator.options } as const;
const { min: LEVEL_MIN = 0, max: LEVEL_MAX = 9 } = numberBounds(zipCreator.options, 'level');

type Outcome = { status: 'idle' } | { status: 'running' } | { status: 'done'; archive: File } | { status: 'error'; message: string };

export default function ZipCreator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  // Files dropped on "Drop anything" and sent here are the first files of the archive.
  const [files, setFiles] = useState<File[]>(() => [...(pastedFiles(TOOL_ID) ?? [])]);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const levelValid = Number.isInteger(state.level) && state.level >= LEVEL_MIN && state.level <= LEVEL_MAX;

  const create = async () => {
    setOutcome({ status: 'running' });
    try {
      // The files go to an operation worker unread; the archive comes back as a File the page never reads.
      const result = await operationClient.runToFiles({ kind: 'operation', op: zipCreator.id, options: state }, files);
      if (result.ok) setOutcome({ status: 'done', archive: result.files[0]! });
      else {
        const { messageKey, params, detail } = failureMessage(result.failure ? fromFailure(result.failure) : new Error(result.message), 'createFailed');
        setOutcome({ status: 'error', message: [t(messageKey as 'createFailed', params ?? {}), detail].filter(Boolean).join(' ') });
      }
    } catch (error) {
      setOutcome({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Stack gap="md">
      <FileDropZone
        multiple
        label={t('dropLabel')}
        description={t('dropHint')}
        files={files}
        onFiles={(added) => {
          setFiles((current) => [...current, ...added]);
          setOutcome({ status: 'idle' });
        }}
        onRemove={(index) => {
          setFiles((current) => current.filter((_, at) => at !== index));
          setOutcome({ status: 'idle' });
        }}
      />
      <Group align="flex-start" gap="md" wrap="wrap">
        <NumberInput
          label={t('level')}
          description={t('levelHint')}
          value={state.level}
          min={LEVEL_MIN}
          max={LEVEL_MAX}
          allowDecimal={false}
          clampBehavior="none"
          error={levelValid ? undefined : t('levelRange', { min: LEVEL_MIN, max: LEVEL_MAX })}
          onChange={(value) => update({ level: typeof value === 'number' ? value : Number.NaN })}
          w={200}
        />
        <TextField label={t('archiveName')} value={state.name} onChange={(name) => update({ name })} placeholder="archive.zip" w={240} />
        <TextField type="password" label={t('password')} description={t('passwordHint')} value={state.password} onChange={(password) => update({ password })} placeholder="" w={260} autoComplete="new-password" />
      </Group>
      <Group>
        <Button leftSection={<IconFileZip size={16} aria-hidden />} disabled={files.length === 0 || !levelValid} loading={outcome.status === 'running'} onClick={() => void create()}>
          {t('create')}
        </Button>
        {files.length === 0 && <Text size="sm">{t('noFilesYet')}</Text>}
      </Group>
      {outcome.status === 'error' && <ToolAlert type="error">{outcome.message}</ToolAlert>}
      {outcome.status === 'done' && <FilePreview file={outcome.archive} />}
    </Stack>
  );
}
