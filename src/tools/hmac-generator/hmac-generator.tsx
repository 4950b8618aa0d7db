import { Button, Card, Group, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { transfer } from 'comlink';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { utf8Encode } from '../../lib/crypto-encoding';
import { isToolInputError } from '../../lib/errors';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient, type WorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { TextField } from '../../ui/input/TextField';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { SelectField } from '../../ui/select/SelectField';
import { OutputArea } from '../../ui/text-area/OutputArea';
import classes from './hmac-generator.module.css';
import {
  encodeMac,
  HMAC_ALGORITHMS,
  KEY_FORMATS,
  matchExpectedMac,
  OUTPUT_ENCODINGS,
  parseKey,
  type HmacAlgorithm,
  type KeyFormat,
  type OutputEncoding,
} from './hmac-generator.service';
import type { HmacWorker } from './hmac-generator.worker';
import HmacWorkerScript from './hmac-generator.worker?worker';
import type en from './locales/en.json';

const TOOL_ID = 'hmac-generator';
/** Above this many characters, wait for a pause in typing before computing again. */
const LARGE_TEXT_CHARS = 100_000;
const LARGE_TEXT_DELAY_MS = 200;

const DEFAULTS = { algorithm: 'SHA256' as HmacAlgorithm, encoding: 'Hex' as OutputEncoding, keyFormat: 'text' as KeyFormat };
/** The choices are in the URL; the message, the key and the expected value are never stored. */
const STATE_OPTIONS = {
  persist: { algorithm: 'url', encoding: 'url', keyFormat: 'url' },
  allowed: { algorithm: HMAC_ALGORITHMS, encoding: OUTPUT_ENCODINGS, keyFormat: KEY_FORMATS },
} as const;

interface Job {
  algorithm: HmacAlgorithm;
  key: Uint8Array | undefined;
  text: string;
  file: File | undefined;
}

function formatSize(bytes: number, language: string): string {
  const units = ['Bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value)} ${units[unit]}`;
}

export default function HmacGenerator() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [settings, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [text, setText] = useState('');
  const [key, setKey] = useState('');
  const [expected, setExpected] = useState('');
  const [file, setFile] = useState<File | undefined>(undefined);

  const keyResult = useMemo(() => {
    try {
      return { bytes: parseKey(key, settings.keyFormat), error: undefined };
    } catch (error) {
      if (!isToolInputError(error)) throw error;
      return { bytes: undefined, error: error.messageKey as 'invalidKeyHex' | 'invalidKeyBase64' };
    }
  }, [key, settings.keyFormat]);

  const [worker] = useState<WorkerClient<HmacWorker>>(() => createWorkerClient<HmacWorker>(() => new HmacWorkerScript({ name: 'hmac-generator' })));
  useEffect(() => () => worker.terminate(), [worker]);

  const job = useMemo<Job>(() => ({ algorithm: settings.algorithm, key: keyResult.bytes, text, file }), [settings.algorithm, keyResult.bytes, text, file]);
  const task = useCallback(
    async ({ algorithm, key: keyBytes, text: message, file: source }: Job): Promise<Uint8Array | undefined> => {
      if (!keyBytes) return undefined;
      const remote = worker.get();
      if (source) return remote.hmacFile(algorithm, keyBytes, source);
      const bytes = utf8Encode(message);
      return remote.hmacBytes(algorithm, keyBytes, transfer(bytes, [bytes.buffer]));
    },
    [worker],
  );
  const result = useLatestTask(job, task, !file && text.length > LARGE_TEXT_CHARS ? LARGE_TEXT_DELAY_MS : 0);
  const mac = result.pending ? undefined : result.result;
  const output = mac ? encodeMac(mac, settings.encoding) : '';
  const match = mac ? matchExpectedMac(expected, mac) : undefined;

  const changeText = (value: string) => {
    setFile(undefined);
    setText(value);
  };

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <LargeTextInput
            label={t('text')}
            placeholder={t('textPlaceholder')}
            value={text}
            onChange={changeText}
            monospace={false}
            autosize
            minRows={3}
            maxRows={12}
            autoComplete="off"
            // The spec puts the focus on the message on arrival: it is the page's main input.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <Stack gap={6}>
            <FileDropZone onFiles={(files) => files[0] && setFile(files[0])} label={t('fileLabel')} description={t('filePrivacy')} />
            {file && (
              <Group gap="xs" justify="space-between" role="status">
                <Text size="sm">{t('fileInUse', { name: file.name, size: formatSize(file.size, language) })}</Text>
                <Button variant="light" size="xs" onClick={() => setFile(undefined)}>
                  {t('backToText')}
                </Button>
              </Group>
            )}
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              label={t('key')}
              placeholder={t('keyPlaceholder')}
              value={key}
              onChange={setKey}
              error={keyResult.error ? t(keyResult.error) : undefined}
              autoComplete="off"
              monospace={settings.keyFormat !== 'text'}
              rightSection={key !== '' ? <Input.ClearButton aria-label={t('clearKey')} onClick={() => setKey('')} /> : undefined}
            />
            <SelectField
              label={t('keyFormat')}
              options={KEY_FORMATS.map((value) => ({ value, label: t(`keyFormats.${value}`) }))}
              value={settings.keyFormat}
              onChange={(keyFormat) => update({ keyFormat })}
            />
            <SelectField
              label={t('algorithm')}
              options={HMAC_ALGORITHMS.map((value) => ({ value, label: value }))}
              value={settings.algorithm}
              onChange={(algorithm) => update({ algorithm })}
              description={settings.algorithm === 'SHA3' ? t('sha3Hint') : undefined}
            />
            <SelectField
              label={t('encoding')}
              options={OUTPUT_ENCODINGS.map((value) => ({ value, label: t(`encodings.${value}`) }))}
              value={settings.encoding}
              onChange={(encoding) => update({ encoding })}
            />
          </SimpleGrid>
        </Stack>
      </Card>

      <OutputArea
        label={file ? t('outputFile') : t('output')}
        value={output}
        placeholder={result.pending && job.key ? t('computing') : t('outputPlaceholder')}
        copyLabel={t('copy')}
        copyToast={t('copied')}
        autosize
        minRows={2}
        maxRows={10}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' } }}
        aria-busy={result.pending}
      />

      <Card withBorder padding="lg" radius="md">
        <TextField
          label={t('expected')}
          placeholder={t('expectedPlaceholder')}
          value={expected}
          onChange={setExpected}
          monospace
          autoComplete="off"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            match === undefined ? (
              t('expectedHint')
            ) : match ? (
              <Text span size="sm" className={classes.match} role="status">
                <IconCircleCheck size={16} aria-hidden />
                {t('expectedMatch')}
              </Text>
            ) : (
              <Text span size="sm" className={classes.noMatch} role="status">
                <IconCircleX size={16} aria-hidden />
                {t('expectedNoMatch')}
              </Text>
            )
          }
        />
      </Card>
    </Stack>
  );
}
