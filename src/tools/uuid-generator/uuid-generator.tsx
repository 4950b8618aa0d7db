import { Button, Card, Group, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { isToolInputError } from '../../lib/errors';
import { defaultOptions } from '../../engine/operation';
import { numberBounds, optionChoices } from '../../engine/schema';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ClampedNumberInput } from '../../ui/clamped-number/ClampedNumberInput';
import { TextField } from '../../ui/input/TextField';
import { OutputArea } from '../../ui/text-area/OutputArea';
import type en from './locales/en.json';
import { uuidGenerator } from './uuid-generator.operations';
import {
  decodeUuid,
  formatUuid,
  generateUuids,
  isRandomVersion,
  isSingleValueVersion,
  NAMESPACES,
  presetOf,
  type DecodedUuid,
  type NamespaceName,
  type UuidFormat,
  type UuidVersion,
} from './uuid-generator.service';
import { PairsTable } from '../../ui/report/Report';

const TOOL_ID = 'uuid-generator';
const UUID_VERSIONS = optionChoices<UuidVersion>(uuidGenerator.options, 'version');
const WRAPPERS = optionChoices<UuidFormat['wrapper']>(uuidGenerator.options, 'wrapper');
/** The schema bounds the quantity (1 and 1 only stand for "none" to the type checker). */
const { min: MIN_QUANTITY = 1, max: MAX_QUANTITY = 1 } = numberBounds(uuidGenerator.options, 'quantity');

/** The generator's options (`msecs` aside: the screen draws at the current time) and the decoder's text. */
const { msecs: _now, ...GENERATOR_DEFAULTS } = defaultOptions(uuidGenerator);
const DEFAULTS = { ...GENERATOR_DEFAULTS, decode: '' };
type Settings = typeof DEFAULTS;

/** Every setting is remembered; the values themselves are drawn again on each visit. */
const STATE_OPTIONS = {
  persist: { version: 'local', quantity: 'local', uppercase: 'local', hyphens: 'local', wrapper: 'local' },
  schema: uuidGenerator.options,
  pasteInto: { 'uuid-decode': 'decode' },
} as const;

const OUTPUT_STYLE = { fontFamily: 'var(--mantine-font-family-monospace)', textAlign: 'center', whiteSpace: 'pre', overflowX: 'auto' } as const;

interface Draw {
  text: string;
  invalidNamespace: boolean;
}

function draw(settings: Settings): Draw {
  try {
    const format: UuidFormat = { uppercase: settings.uppercase, hyphens: settings.hyphens, wrapper: settings.wrapper };
    const values = generateUuids({ version: settings.version, quantity: settings.quantity, namespace: settings.namespace, name: settings.name });
    return { text: values.map((uuid) => formatUuid(uuid, format)).join('\n'), invalidNamespace: false };
  } catch (error) {
    if (isToolInputError(error)) return { text: '', invalidNamespace: true };
    throw error;
  }
}

function decodeOrError(text: string): DecodedUuid | 'invalid' | undefined {
  if (text.trim() === '') return undefined;
  try {
    return decodeUuid(text);
  } catch {
    return 'invalid';
  }
}

export default function UuidGenerator() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [settings, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [result, setResult] = useState(() => draw(settings));

  const change = (patch: Partial<Settings>) => {
    const next = { ...settings, ...patch };
    update(patch);
    setResult(draw(next));
  };

  const { version } = settings;
  const nameBased = version === 'v3' || version === 'v5';
  const preset = presetOf(settings.namespace);
  const decoded = decodeOrError(settings.decode);
  const rows = Math.min(isSingleValueVersion(version) ? 1 : settings.quantity, 12);

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Select
              label={t('version')}
              data={UUID_VERSIONS.map((value) => ({ value, label: t(`versions.${value}`) }))}
              value={version}
              onChange={(value) => value && change({ version: value as UuidVersion })}
              allowDeselect={false}
              checkIconPosition="right"
              description={t(`versionHints.${version}`)}
              inputWrapperOrder={['label', 'input', 'description']}
            />
            <ClampedNumberInput
              label={t('quantity')}
              value={settings.quantity}
              min={MIN_QUANTITY}
              max={MAX_QUANTITY}
              onChange={(quantity) => change({ quantity })}
              disabled={isSingleValueVersion(version)}
            />
          </SimpleGrid>

          {nameBased && (
            <>
              <Group gap="xs" role="group" aria-label={t('namespacePresets')}>
                {(Object.keys(NAMESPACES) as NamespaceName[]).map((key) => (
                  <Button
                    key={key}
                    size="xs"
                    variant={preset === key ? 'filled' : 'default'}
                    aria-pressed={preset === key}
                    onClick={() => change({ namespace: NAMESPACES[key] })}
                  >
                    {key}
                  </Button>
                ))}
              </Group>
              <TextField
                label={t('namespace')}
                value={settings.namespace}
                onChange={(namespace) => change({ namespace })}
                error={result.invalidNamespace ? t('invalidUuid') : undefined}
                placeholder={NAMESPACES.URL}
                monospace
              />
              <TextField label={t('nameLabel')} value={settings.name} onChange={(name) => change({ name })} placeholder={t('namePlaceholder')} />
            </>
          )}

          <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="sm" fw={500} p={0} mb={6}>
              {t('format')}
            </Text>
            <Group gap="lg" align="flex-end">
              <Switch label={t('uppercase')} checked={settings.uppercase} onChange={(event) => change({ uppercase: event.currentTarget.checked })} />
              <Switch label={t('noHyphens')} checked={!settings.hyphens} onChange={(event) => change({ hyphens: !event.currentTarget.checked })} />
              <Select
                label={t('wrapper')}
                data={WRAPPERS.map((value) => ({ value, label: t(`wrappers.${value}`) }))}
                value={settings.wrapper}
                onChange={(value) => value && change({ wrapper: value as UuidFormat['wrapper'] })}
                allowDeselect={false}
                checkIconPosition="right"
                w={200}
              />
            </Group>
          </Stack>
        </Stack>
      </Card>

      <OutputArea
        label={t('uuids')}
        value={result.text}
        rows={rows}
        styles={{ input: OUTPUT_STYLE }}
        copyLabel={t('copy')}
        copyToast={t('copied')}
        actions={
          <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} disabled={!isRandomVersion(version)} onClick={() => setResult(draw(settings))}>
            {t('refresh')}
          </Button>
        }
      />

      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <TextField
            label={t('decode')}
            value={settings.decode}
            onChange={(decode) => update({ decode })}
            placeholder={t('decodePlaceholder')}
            error={decoded === 'invalid' ? t('invalidUuid') : undefined}
            monospace
          />
          {decoded && decoded !== 'invalid' && <DecodedTable decoded={decoded} t={t} language={language} />}
        </Stack>
      </Card>
    </Stack>
  );
}

function DecodedTable({ decoded, t, language }: { decoded: DecodedUuid; t: ReturnType<typeof useToolTranslation<typeof en>>['t']; language: string }) {
  const rows: [string, string][] = [
    [t('decodedVersion'), typeof decoded.kind === 'number' ? t('kinds.number', { version: decoded.kind }) : t(`kinds.${decoded.kind}`)],
    [t('decodedVariant'), t(`variants.${decoded.variant}`)],
  ];
  if (decoded.timestamp && !Number.isNaN(decoded.timestamp.getTime())) {
    rows.push([t('decodedUtc'), decoded.timestamp.toISOString()]);
    rows.push([t('decodedLocal'), new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'long' }).format(decoded.timestamp)]);
  }
  if (decoded.clockSequence !== undefined) rows.push([t('decodedClockSequence'), `0x${decoded.clockSequence.toString(16).padStart(4, '0')} (${decoded.clockSequence})`]);
  if (decoded.node !== undefined) rows.push([t('decodedNode'), decoded.node.replace(/(..)(?!$)/g, '$1:')]);
  return (
    <PairsTable rows={rows} label={t('decoded')} labelWidth="35%" monospace />
  );
}
