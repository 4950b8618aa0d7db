import { Button, Card, Group, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { transfer } from 'comlink';
import { useMemo, useState } from 'react';
import type { z } from '../../engine/zod';
import { type ByteEncoding, encodeBytes, utf8Encode } from '../../lib/crypto-encoding';
import { isToolInputError } from '../../lib/errors';
import type { RunControl } from '../../engine/worker/operation-client';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { FileDropZone } from '../../ui/file-upload/FileDropZone';
import { TextField } from '../../ui/input/TextField';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { SelectField } from '../../ui/select/SelectField';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { operationClient } from '../../engine/worker/operation-pool';
import classes from './hmac-generator.module.css';
import { hmacGenerator, hmacGeneratorMac, matchExpectedMac, parseKey, type HmacAlgorithm, type KeyFormat } from './hmac-generator.operations';
import type en from './locales/en.json';

const TOOL_ID = 'hmac-generator';
/** Above this many characters, wait for a pause in typing before computing again. */
const LARGE_TEXT_CHARS = 100_000;
const LARGE_TEXT_DELAY_MS = 200;

const DEFAULTS = defaultOptions(hmacGenerator);
/** The choices are in the URL; the message, the key and the expected value are never stored. */
const STATE_OPTIONS = { persist: { key: 'none', algorithm: 'url', encoding: 'url', keyFormat: 'url' }, schema: hmacGenerator.options } as const;
const HMAC_ALGORITHMS = optionChoices<HmacAlgorithm>(hmacGenerator.options, 'algorithm');
const KEY_FORMATS = optionChoices<KeyFormat>(hmacGenerator.options, 'keyFormat');
const BYTE_ENCODINGS = optionChoices<ByteEncoding>(hmacGenerator.options, 'encoding');

interface Job {
  options: z.input<typeof hmacGeneratorMac.options>;
  text: string;
  file: File | undefined;
}

/**
 * The MAC's bytes, in the operation worker (the encodings and the comparison are made on the page
 * from them): a file is read there in slices, a text is sent as transferred UTF-8 bytes (cloning a
 * large string costs the page more).
 */
function macInWorker({ options, text, file }: Job, control: RunControl): Promise<Uint8Array> {
  const bytes = file ? undefined : utf8Encode(text);
  const input = file ?? transfer(bytes!, [bytes!.buffer]);
  return operationClient.run(hmacGeneratorMac.id, input, options, control) as Promise<Uint8Array>;
}
const MAC_NOW = { remote: macInWorker, warm: operationClient.warm };
const MAC_AFTER_PAUSE = { ...MAC_NOW, delayMs: LARGE_TEXT_DELAY_MS };

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
  const { key } = settings;
  const setKey = (value: string) => update({ key: value });
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

  // No run while the key is invalid (its message shows under the field).
  const keyValid = keyResult.bytes !== undefined;
  const job = useMemo<Job | undefined>(
    () => (keyValid ? { options: { key, keyFormat: settings.keyFormat, algorithm: settings.algorithm }, text, file } : undefined),
    [keyValid, key, settings.keyFormat, settings.algorithm, text, file],
  );
  const result = useLiveResult(job, !file && text.length > LARGE_TEXT_CHARS ? MAC_AFTER_PAUSE : MAC_NOW);
  const mac = result.value;
  const output = mac ? encodeBytes(mac, settings.encoding) : '';
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
              options={BYTE_ENCODINGS.map((value) => ({ value, label: t(`encodings.${value}`) }))}
              value={settings.encoding}
              onChange={(encoding) => update({ encoding })}
            />
          </SimpleGrid>
        </Stack>
      </Card>

      <OutputArea
        label={file ? t('outputFile') : t('output')}
        value={output}
        placeholder={result.pending ? t('computing') : t('outputPlaceholder')}
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
