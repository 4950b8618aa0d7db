import { Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { pastedFiles } from '../../engine/handoff/handoff';
import { defaultOptions } from '../../engine/operation';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { TextField } from '../../ui/input/TextField';
import { ArchiveCard } from './ArchiveCard';
import type en from './locales/en.json';
import { zipExtractor } from './zip-extractor.operations';

const TOOL_ID = 'zip-extractor';
const DEFAULTS = defaultOptions(zipExtractor);
/** A password is never remembered; the path is chosen in the tree, entry by entry. */
const STATE_OPTIONS = { persist: { password: 'none', path: 'none' }, schema: zipExtractor.options } as const;

/** Archives dropped (several at once: each listed on its own), opened in the operation workers, never uploaded. */
export default function ZipExtractor() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  // Archives dropped on "Drop anything" and sent here are listed at once.
  const [archives, setArchives] = useState<{ id: number; file: File }[]>(() => (pastedFiles(TOOL_ID) ?? []).map((file, index) => ({ id: index, file })));
  const [nextId, setNextId] = useState(archives.length);
  const [encrypted, setEncrypted] = useState<ReadonlySet<number>>(new Set());
  const [passwordError, setPasswordError] = useState<string>();
  const listed = useCallback((id: number, isEncrypted: boolean) => {
    setEncrypted((current) => {
      if (current.has(id) === isEncrypted) return current;
      const next = new Set(current);
      if (isEncrypted) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const [callbacks] = useState(() => new Map<number, (isEncrypted: boolean) => void>());
  const onListed = (id: number) => {
    let callback = callbacks.get(id);
    if (!callback) {
      callback = (isEncrypted: boolean) => listed(id, isEncrypted);
      callbacks.set(id, callback);
    }
    return callback;
  };
  const needsPassword = archives.some(({ id }) => encrypted.has(id));

  return (
    <Stack gap="md">
      <FileDropZone
        multiple
        label={t('dropLabel')}
        description={t('dropHint')}
        onFiles={(added) => {
          setArchives((current) => [...current, ...added.map((file, index) => ({ id: nextId + index, file }))]);
          setNextId((id) => id + added.length);
        }}
      />
      {needsPassword && (
        <TextField
          type="password"
          label={t('password')}
          description={t('passwordHint')}
          value={state.password}
          onChange={(password) => {
            update({ password });
            setPasswordError(undefined);
          }}
          error={passwordError}
          autoComplete="off"
          w={360}
        />
      )}
      {archives.length === 0 && <Text size="sm">{t('noArchiveYet')}</Text>}
      {archives.map(({ id, file }) => (
        <ArchiveCard
          key={id}
          file={file}
          password={state.password}
          onListed={onListed(id)}
          onPasswordError={setPasswordError}
          onRemove={() => setArchives((current) => current.filter((archive) => archive.id !== id))}
        />
      ))}
    </Stack>
  );
}
