import { Button, Card, Group, NumberInput, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight, IconPlus } from '@tabler/icons-react';
import { useId, useMemo, type ReactNode } from 'react';
import { defaultOptions } from '../../engine/operation';
import { failureMessage, type FailureMessage } from '../../engine/failure';
import { numberBounds } from '../../engine/schema';
import type { Handoff } from '../../engine/handoff/handoff';
import { isToolInputError } from '../../lib/errors';
import { useToolTranslation, type ToolTranslate } from '../../modules/i18n/use-tool-translation';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { TextField } from '../../ui/input/TextField';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { SelectField } from '../../ui/select/SelectField';
import { DataTable } from '../../ui/table/DataTable';
import { OutputArea } from '../../ui/text-area/OutputArea';
import { ipv6SubnetCalculatorExclude, ipv6SubnetCalculatorMerge, ipv6SubnetCalculatorRangeToCidr, ipv6SubnetCalculatorSubnets } from './ipv6-subnet-calculator.operations';
import {
  convertMask,
  DEFAULT_BASE,
  DEFAULT_MASK,
  DEFAULT_MERGE,
  DEFAULT_PREFIX,
  DEFAULT_RANGE,
  describeIpv6,
  EXCLUDE_PRESETS,
  parseIndex,
  SEPARATORS,
  subdivide,
  type Ipv6Info,
  type MaskInfo,
  type Separator,
  type Subdivision,
} from './ipv6-subnet-calculator.service';
import type en from './locales/en.json';

const TOOL_ID = 'ipv6-subnet-calculator';
const TABS = ['prefix', 'mask', 'range', 'merge', 'exclude'] as const;
type Tab = (typeof TABS)[number];
const SUBNET_DEFAULTS = defaultOptions(ipv6SubnetCalculatorSubnets);
const COUNTS = [16, 64, 256];
const NEW_PREFIX = numberBounds(ipv6SubnetCalculatorSubnets.options, 'newPrefix');
/** Lists up to this many characters are worked on the page; longer ones in the operation worker. */
const WORKER_THRESHOLD = 20_000;

const DEFAULTS = {
  tab: 'prefix' as Tab,
  prefix: DEFAULT_PREFIX,
  newPrefix: SUBNET_DEFAULTS.newPrefix,
  count: SUBNET_DEFAULTS.count,
  start: SUBNET_DEFAULTS.start,
  mask: DEFAULT_MASK,
  range: DEFAULT_RANGE,
  list: DEFAULT_MERGE,
  base: DEFAULT_BASE,
  exclude: defaultOptions(ipv6SubnetCalculatorExclude).exclude,
  separator: defaultOptions(ipv6SubnetCalculatorMerge).separator as Separator,
};

const STATE_OPTIONS = {
  persist: {
    tab: 'url',
    prefix: 'local',
    newPrefix: 'url',
    count: 'url',
    start: 'none',
    mask: 'local',
    range: 'local',
    list: 'local',
    base: 'local',
    exclude: 'local',
    separator: 'url',
  },
  allowed: { tab: TABS, separator: SEPARATORS, count: COUNTS },
  schema: ipv6SubnetCalculatorSubnets.options,
  // A pasted range or list opens its own tab; anything else is a prefix.
  pasteInto: ({ op, text }: Handoff) => {
    if (op === 'ipv6-subnet-calculator-range-to-cidr') return { tab: 'range' as Tab, range: text };
    if (op === 'ipv6-subnet-calculator-merge') return { tab: 'merge' as Tab, list: text };
    return { tab: 'prefix' as Tab, prefix: text, start: '0' };
  },
} as const;

function attempt<T>(compute: () => T): { value?: T; failure?: FailureMessage } {
  try {
    return { value: compute() };
  } catch (error) {
    if (!isToolInputError(error)) throw error;
    return { failure: failureMessage(error, 'problems.empty') };
  }
}

/** A failure in the user's language: the message, then the line of a list it is on. */
function failureText(t: ToolTranslate<typeof en>, failure: FailureMessage | undefined): ReactNode {
  if (!failure) return undefined;
  const message = t(failure.messageKey as 'problems.empty', failure.params);
  const line = failure.params?.line;
  if (line === undefined) return message;
  return (
    <>
      {message}
      <br />
      {t('atLine', { line, item: failure.params?.item })}
    </>
  );
}

const BIG = new Intl.NumberFormat('en-US');
const grouped = (value: bigint | string) => BIG.format(BigInt(value)).replace(/,/g, '\u202f');

export default function Ipv6SubnetCalculator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const separatorLabelId = useId();

  const separatorControl = (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={separatorLabelId}>
        {t('separator')}
      </Text>
      <SegmentedControl
        aria-labelledby={separatorLabelId}
        data={SEPARATORS.map((value) => ({ value, label: t(`separators.${value}`) }))}
        value={state.separator}
        onChange={(value) => update({ separator: value as Separator })}
        w="fit-content"
      />
    </Stack>
  );

  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Tabs value={state.tab} onChange={(value) => value && update({ tab: value as Tab })} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="prefix">
          <PrefixPanel state={state} update={update} t={t} />
        </Tabs.Panel>
        <Tabs.Panel value="mask">
          <MaskPanel value={state.mask} onChange={(mask) => update({ mask })} t={t} />
        </Tabs.Panel>
        <Tabs.Panel value="range">
          <ListPanel t={t} kind="range" input={state.range} onInput={(range) => update({ range })} separator={state.separator} separatorControl={separatorControl} />
        </Tabs.Panel>
        <Tabs.Panel value="merge">
          <ListPanel t={t} kind="merge" input={state.list} onInput={(list) => update({ list })} separator={state.separator} separatorControl={separatorControl} />
        </Tabs.Panel>
        <Tabs.Panel value="exclude">
          <ExcludePanel t={t} state={state} update={update} separatorControl={separatorControl} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

type State = typeof DEFAULTS;
type Update = (patch: Partial<State>) => void;

function PrefixPanel({ state, update, t }: { state: State; update: Update; t: ToolTranslate<typeof en> }) {
  const described = useMemo(() => attempt(() => describeIpv6(state.prefix)), [state.prefix]);
  const info = described.value;
  const newPrefix = info && state.newPrefix < info.prefixLength ? Math.min(128, info.prefixLength) : state.newPrefix;
  const from = parseIndex(state.start) ?? 0n;
  const subnets = useMemo(() => (info ? attempt(() => subdivide(state.prefix, newPrefix, from, state.count)) : {}), [info, state.prefix, newPrefix, from, state.count]);

  const row = (label: string, value: string, monospace = true) => (
    <ReadOnlyField key={label} inline label={label} value={value} copyLabel={t('copy', { label })} monospace={monospace} />
  );

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <TextField
          label={t('prefixInput')}
          placeholder={t('prefixPlaceholder')}
          value={state.prefix}
          onChange={(prefix) => update({ prefix, start: '0' })}
          error={failureText(t, described.failure)}
          monospace
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
        />
      </Card>

      {info && (
        <>
          <Card withBorder padding="lg" radius="md">
            <Stack gap="xs" style={{ '--read-only-field-label-width': '13rem' }}>
              {info.hostBitsSet && (
                <Text size="sm" c="dimmed">
                  {t('hostBits', { network: info.network })}
                </Text>
              )}
              {row(t('rows.prefix'), info.prefix)}
              {info.hostBitsSet && row(t('rows.address'), info.address)}
              {row(t('rows.compressed'), info.hostBitsSet ? info.address : info.network)}
              {row(t('rows.expanded'), info.hostBitsSet ? info.addressExpanded : info.networkExpanded)}
              {row(t('rows.netmask'), info.netmask)}
              {row(t('rows.first'), info.first)}
              {row(t('rows.last'), info.last)}
              {row(t('rows.lastExpanded'), info.lastExpanded)}
              {row(t('rows.size'), info.size)}
              {row(t('rows.sizePower'), info.sizePower)}
              {info.subnets64 !== undefined && row(t('rows.subnets64'), info.subnets64)}
              {row(t('rows.type'), t(`types.${info.type}`), false)}
              {info.multicastScope !== undefined && row(t('rows.multicastScope'), t(`scopes.${info.multicastScope}`), false)}
              {info.embeddedIpv4 !== undefined && row(t('rows.embeddedIpv4'), info.embeddedIpv4)}
              {info.zone !== undefined && row(t('rows.zone'), info.zone)}
              {row(t('rows.ptr'), info.ptr)}
            </Stack>
          </Card>
          <SubnetsCard info={info} newPrefix={newPrefix} state={state} update={update} t={t} result={subnets} />
          <ReverseCard info={info} t={t} />
        </>
      )}
    </Stack>
  );
}

function SubnetsCard({
  info,
  newPrefix,
  state,
  update,
  t,
  result,
}: {
  info: Ipv6Info;
  newPrefix: number;
  state: State;
  update: Update;
  t: ToolTranslate<typeof en>;
  result: { value?: Subdivision; failure?: FailureMessage };
}) {
  const subdivision = result.value;
  const total = subdivision?.total ?? 1n;
  const from = parseIndex(state.start) ?? 0n;
  const count = BigInt(state.count);
  const lastStart = total > count ? total - count : 0n;
  const go = (start: bigint) => update({ start: (start < 0n ? 0n : start > lastStart ? lastStart : start).toString() });
  const rows = useMemo(() => (subdivision?.items ?? []).map((item) => ({ index: item.index.toString(), subnet: item.prefix, first: item.first, last: item.last })), [subdivision]);
  const headers = useMemo(() => (['index', 'subnet', 'first', 'last'] as const).map((key) => ({ key, label: t(`columns.${key}`) })), [t]);
  const startError =
    parseIndex(state.start) === undefined
      ? t('problems.badStart', { start: state.start })
      : result.failure?.messageKey === 'problems.startBeyond'
        ? failureText(t, result.failure)
        : undefined;

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('subnetsTitle')}
        </Title>
        <Group align="flex-start" gap="md">
          <NumberInput
            label={t('newPrefix')}
            value={newPrefix}
            onChange={(value) => typeof value === 'number' && Number.isInteger(value) && update({ newPrefix: value, start: '0' })}
            min={Math.max(info.prefixLength, NEW_PREFIX.min ?? 0)}
            max={NEW_PREFIX.max}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            prefix="/"
            w={170}
          />
          <SelectField
            label={t('count')}
            options={COUNTS.map((value) => ({ value: String(value), label: String(value) }))}
            value={String(state.count)}
            onChange={(value) => update({ count: Number(value), start: '0' })}
            w={170}
          />
          <TextField label={t('start')} value={state.start} onChange={(start) => update({ start })} error={startError} monospace w={260} autoComplete="off" />
        </Group>
        {subdivision && (
          <>
            <Text size="sm" aria-live="polite">
              {t('subnetsTotal', { total: grouped(subdivision.total), newPrefix: subdivision.newPrefix, power: subdivision.newPrefix - info.prefixLength })}
            </Text>
            <DataTable data={rows} headers={headers} description={t('subnetsTable')} ff="monospace" fz="sm" />
            <Group gap="xs" justify="center">
              <Button variant="light" size="xs" leftSection={<IconChevronsLeft size={14} aria-hidden />} disabled={from === 0n} onClick={() => go(0n)}>
                {t('firstPage')}
              </Button>
              <Button variant="light" size="xs" leftSection={<IconChevronLeft size={14} aria-hidden />} disabled={from === 0n} onClick={() => go(from - count)}>
                {t('previousPage')}
              </Button>
              <Button variant="light" size="xs" rightSection={<IconChevronRight size={14} aria-hidden />} disabled={from + count >= total} onClick={() => go(from + count)}>
                {t('nextPage')}
              </Button>
              <Button variant="light" size="xs" rightSection={<IconChevronsRight size={14} aria-hidden />} disabled={from >= lastStart} onClick={() => go(lastStart)}>
                {t('lastPage')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

function ReverseCard({ info, t }: { info: Ipv6Info; t: ToolTranslate<typeof en> }) {
  const zones = info.reverseZones;
  const boundary = Math.ceil(info.prefixLength / 4) * 4;
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('reverseTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {zones.length === 1 ? t('reverseNibble') : t('reverseSplit' as 'reverseSplit_other', { count: zones.length, prefix: info.prefixLength, boundary })}
        </Text>
        {zones.map((zone, index) => {
          const label = zones.length === 1 ? t('reverseTitle') : t('reverseZone', { index: index + 1 });
          return <ReadOnlyField key={zone} label={label} value={zone} copyLabel={t('copy', { label })} monospace />;
        })}
      </Stack>
    </Card>
  );
}

function MaskPanel({ value, onChange, t }: { value: string; onChange: (value: string) => void; t: ToolTranslate<typeof en> }) {
  const converted = useMemo(() => attempt(() => convertMask(value)), [value]);
  const info: MaskInfo | undefined = converted.value;
  const row = (key: keyof typeof en.maskRows, shown: string) => {
    const label = t(`maskRows.${key}`);
    return <ReadOnlyField key={key} inline label={label} value={shown} copyLabel={t('copy', { label })} monospace />;
  };
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <TextField
          label={t('maskInput')}
          placeholder={t('maskPlaceholder')}
          value={value}
          onChange={onChange}
          error={failureText(t, converted.failure)}
          monospace
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
        />
      </Card>
      {info && (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="xs">
            {info.inputKind === 'ipv4Wildcard' && (
              <Text size="sm" c="dimmed">
                {t('wildcardRead')}
              </Text>
            )}
            {row('prefixLength', `/${info.prefixLength}`)}
            {info.ipv4Netmask !== undefined ? (
              <>
                {row('ipv4Netmask', info.ipv4Netmask)}
                {row('ipv4Wildcard', info.ipv4Wildcard ?? '')}
                {row('ipv4Addresses', info.ipv4Addresses ?? '')}
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('noIpv4')}
              </Text>
            )}
            {row('ipv6Netmask', info.ipv6Netmask)}
            {row('ipv6Addresses', info.ipv6Addresses)}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

function blockCount(text: string): number {
  return text === '' ? 0 : text.split(text.includes('\n') ? '\n' : ', ').length;
}

function ListPanel({
  t,
  kind,
  input,
  onInput,
  separator,
  separatorControl,
}: {
  t: ToolTranslate<typeof en>;
  kind: 'range' | 'merge';
  input: string;
  onInput: (value: string) => void;
  separator: Separator;
  separatorControl: ReactNode;
}) {
  const operation = kind === 'range' ? ipv6SubnetCalculatorRangeToCidr : ipv6SubnetCalculatorMerge;
  const result = useOperationResult(operation, input, { separator }, { threshold: WORKER_THRESHOLD });
  const failure = result.error === undefined ? undefined : failureMessage(result.error, kind === 'range' ? 'problems.emptyRange' : 'problems.emptyList');
  const output = result.error === undefined ? (result.value ?? result.latest ?? '') : '';
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          {kind === 'range' ? (
            <TextField
              label={t('rangeInput')}
              placeholder={t('rangePlaceholder')}
              value={input}
              onChange={onInput}
              error={failureText(t, failure)}
              monospace
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
            />
          ) : (
            <TextField multiline rows={8} autosize label={t('mergeInput')} placeholder={DEFAULT_MERGE} value={input} onChange={onInput} error={failureText(t, failure)} monospace />
          )}
          {separatorControl}
        </Stack>
      </Card>
      <OutputArea
        label={t('blocksOutput')}
        value={output}
        rows={8}
        monospace
        description={output === '' ? undefined : t('blockCount' as 'blockCount_other', { count: blockCount(output) })}
      />
    </Stack>
  );
}

function ExcludePanel({ t, state, update, separatorControl }: { t: ToolTranslate<typeof en>; state: State; update: Update; separatorControl: ReactNode }) {
  const result = useOperationResult(ipv6SubnetCalculatorExclude, state.base, { exclude: state.exclude, separator: state.separator }, { threshold: WORKER_THRESHOLD });
  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'problems.emptyList');
  const inExclude = failure?.params?.field === 'exclude';
  const output = result.error === undefined ? (result.value ?? result.latest ?? '') : '';
  const addPreset = (preset: keyof typeof EXCLUDE_PRESETS) => {
    const current = state.exclude.trim();
    if (current.includes(EXCLUDE_PRESETS[preset])) return;
    update({ exclude: current === '' ? EXCLUDE_PRESETS[preset] : `${current.replace(/,\s*$/, '')}, ${EXCLUDE_PRESETS[preset]}` });
  };
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('wireguardHint')}
          </Text>
          <TextField
            multiline
            rows={2}
            autosize
            label={t('baseInput')}
            placeholder={DEFAULT_BASE}
            value={state.base}
            onChange={(base) => update({ base })}
            error={inExclude ? undefined : failureText(t, failure)}
            monospace
          />
          <TextField
            multiline
            rows={2}
            autosize
            label={t('excludeInput')}
            placeholder={t('excludePlaceholder')}
            value={state.exclude}
            onChange={(exclude) => update({ exclude })}
            error={inExclude ? failureText(t, failure) : undefined}
            monospace
          />
          <Group gap="xs">
            <Text size="sm">{t('addPreset')}</Text>
            {(Object.keys(EXCLUDE_PRESETS) as (keyof typeof EXCLUDE_PRESETS)[]).map((preset) => (
              <Button key={preset} size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => addPreset(preset)}>
                {t(`presets.${preset}`)}
              </Button>
            ))}
          </Group>
          {separatorControl}
        </Stack>
      </Card>
      <OutputArea
        label={t('blocksOutput')}
        value={output}
        rows={8}
        monospace
        description={output === '' ? undefined : t('blockCount' as 'blockCount_other', { count: blockCount(output) })}
      />
    </Stack>
  );
}
