import { ActionIcon, Badge, Button, Card, Group, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconClockPlay, IconMapPin, IconTrash } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { defaultOptions } from '../../engine/operation';
import { failureMessage, type FailureMessage } from '../../engine/failure';
import { isToolInputError } from '../../lib/errors';
import { useToolTranslation, type ToolTranslate } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { TextField } from '../../ui/input/TextField';
import { SelectField } from '../../ui/select/SelectField';
import { DataTable } from '../../ui/table/DataTable';
import type en from './locales/en.json';
import classes from './timezone-converter.module.css';
import { timezoneConverter, timezoneConverterOverlap } from './timezone-converter.operations';
import {
  AMBIGUOUS_CHOICES,
  allZones,
  convertTime,
  formatOffset,
  formatWall,
  HOUR_MS,
  meetingOverlap,
  offsetAt,
  resolveZone,
  splitZones,
  wallAt,
  type AmbiguousChoice,
  type Conversion,
  type Overlap,
  type Zone,
  type ZoneRow,
} from './timezone-converter.service';

const TOOL_ID = 'timezone-converter';
const CONVERTER_DEFAULTS = defaultOptions(timezoneConverter);
const OVERLAP_DEFAULTS = defaultOptions(timezoneConverterOverlap);

/** `time` empty: now, kept up to date. */
const DEFAULTS = {
  time: '',
  from: CONVERTER_DEFAULTS.from,
  to: CONVERTER_DEFAULTS.to,
  ambiguous: CONVERTER_DEFAULTS.ambiguous as AmbiguousChoice,
  start: OVERLAP_DEFAULTS.start,
  end: OVERLAP_DEFAULTS.end,
};
const STATE_OPTIONS = {
  persist: { time: 'url', from: 'url', to: 'local', ambiguous: 'url', start: 'local', end: 'local' },
  allowed: { ambiguous: AMBIGUOUS_CHOICES },
  schema: timezoneConverter.options,
  pasteInto: 'time',
} as const;

const DAY_MS = 24 * HOUR_MS;

function attempt<T>(compute: () => T): { value?: T; failure?: FailureMessage } {
  try {
    return { value: compute() };
  } catch (error) {
    if (!isToolInputError(error)) throw error;
    return { failure: failureMessage(error, 'invalidTime') };
  }
}

const message = (t: ToolTranslate<typeof en>, failure: FailureMessage | undefined) => (failure ? t(failure.messageKey as 'invalidTime', failure.params) : undefined);

/** The browser's own zone (UTC when it has none). */
function ownZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Now, to the minute, while the time field is empty (a clock that moves on its own). */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 15_000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * Every zone's offset now, for the zone lists: worked out a slice at a time after the first render
 * (a formatter per zone, some 400 of them, would hold the page up for a noticeable moment).
 */
function useZoneOffsets(names: readonly string[]): ReadonlyMap<string, string> {
  const [offsets, setOffsets] = useState<ReadonlyMap<string, string>>(() => new Map());
  useEffect(() => {
    const at = Date.now();
    const found = new Map<string, string>();
    let index = 0;
    let timer = 0;
    const step = () => {
      const end = Math.min(names.length, index + 40);
      for (; index < end; index++) {
        const zone = resolveZone(names[index]!);
        if (zone) found.set(names[index]!, formatOffset(offsetAt(zone, at)));
      }
      if (index < names.length) timer = window.setTimeout(step, 0);
      else setOffsets(found);
    };
    timer = window.setTimeout(step, 0);
    return () => window.clearTimeout(timer);
  }, [names]);
  return offsets;
}

export default function TimezoneConverter() {
  const { t, language } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const live = state.time.trim() === '' || /^now$/i.test(state.time.trim());
  const now = useNow(live);
  const mine = useMemo(() => ownZone(), []);

  const converted = useMemo(
    () => attempt(() => convertTime(state.time, { from: state.from, to: state.to, ambiguous: state.ambiguous }, now)),
    [state.time, state.from, state.to, state.ambiguous, now],
  );
  const conversion = converted.value;
  const failure = converted.failure;
  const field = failure?.params?.field ?? 'time';

  const offsets = useZoneOffsets(allZones());
  const zoneOptions = useMemo(() => {
    const names = allZones();
    const extra = [state.from].filter((name) => !names.includes(name));
    return [...extra, ...names].map((name) => {
      const offset = offsets.get(name);
      return { value: name, label: offset === undefined ? name : t('zoneOption', { zone: name, offset }) };
    });
  }, [state.from, t, offsets]);

  const toZones = splitZones(state.to);
  const setZones = (zones: string[]) => update({ to: zones.join(', ') });
  // The zone lists hold some 400 options each: they keep their props from one render to the next.
  const addOptions = useMemo(() => {
    const listed = new Set(splitZones(state.to));
    return zoneOptions.filter((option) => !listed.has(option.value));
  }, [zoneOptions, state.to]);
  const pickFrom = useCallback((from: string) => update({ from }), [update]);
  const addZone = useCallback((zone: string) => update({ to: [...splitZones(state.to), zone].join(', ') }), [update, state.to]);

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextField
                label={t('time')}
                placeholder={t('timePlaceholder')}
                description={t('timeHelp')}
                value={state.time}
                onChange={(time) => update({ time })}
                error={field === 'time' ? message(t, failure) : undefined}
                monospace
                autoComplete="off"
                autoCorrect="off"
                autoCapitalize="off"
                style={{ flex: 1 }}
              />
              <Button variant="light" leftSection={<IconClockPlay size={16} aria-hidden />} onClick={() => update({ time: '' })} disabled={live} mb={field === 'time' && failure ? 22 : 0}>
                {t('now')}
              </Button>
            </Group>
            <Stack gap={6}>
              <ZonePicker label={t('from')} options={zoneOptions} value={state.from} onChange={pickFrom} placeholder={t('searchZones')} nothingFound={t('noZone')} error={field === 'from' ? message(t, failure) : undefined} />
              {state.from !== mine && (
                <Button variant="subtle" size="compact-sm" leftSection={<IconMapPin size={14} aria-hidden />} onClick={() => update({ from: mine })} w="fit-content">
                  {t('useMine', { zone: mine })}
                </Button>
              )}
            </Stack>
          </SimpleGrid>

          {conversion && <SourceSummary conversion={conversion} ambiguous={state.ambiguous} onAmbiguous={(ambiguous) => update({ ambiguous })} t={t} />}
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Title order={3} size="h4">
            {t('zonesTitle')}
          </Title>
          {field === 'to' && failure && <ToolAlert type="error">{message(t, failure)}</ToolAlert>}
          {conversion && <ZonesTable conversion={conversion} t={t} language={language} onRemove={(index) => setZones(toZones.filter((_, at) => at !== index))} />}
          <ZonePicker label={t('addZone')} options={addOptions} value={null} onChange={addZone} placeholder={t('searchZones')} nothingFound={t('noZone')} maw={420} />
        </Stack>
      </Card>

      {conversion && (
        <OverlapCard
          t={t}
          conversion={conversion}
          zoneList={[conversion.from.zone, ...conversion.rows.map((row) => row.zone)].filter((zone, index, all) => all.indexOf(zone) === index).join('\n')}
          start={state.start}
          end={state.end}
          now={now}
          onHours={(patch) => update(patch)}
          onPick={(time) => update({ time, from: conversion.from.zone })}
        />
      )}
    </Stack>
  );
}

/** A searchable list of zones that renders again only when its own props change. */
const ZonePicker = memo(function ZonePicker({
  label,
  options,
  value,
  onChange,
  placeholder,
  nothingFound,
  error,
  maw,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: string | null;
  onChange: (zone: string) => void;
  placeholder: string;
  nothingFound: string;
  error?: ReactNode;
  maw?: number;
}) {
  return <SelectField label={label} options={options} value={value} onChange={onChange} searchable placeholder={placeholder} nothingFoundMessage={nothingFound} error={error} maw={maw} />;
});

function SourceSummary({ conversion, ambiguous, onAmbiguous, t }: { conversion: Conversion; ambiguous: AmbiguousChoice; onAmbiguous: (choice: AmbiguousChoice) => void; t: ToolTranslate<typeof en> }) {
  const { from } = conversion;
  const utc = conversion.instant.replace('T', ' ').replace(/:00Z$|Z$/, ' UTC');
  return (
    <Stack gap="sm">
      <Text size="sm" ff="monospace" aria-live="polite">
        {t('instant', { local: from.local, abbreviation: from.abbreviation, offset: from.offset, utc })}
      </Text>
      {from.status === 'gap' && (
        <ToolAlert>{t('gap', { requested: from.requested, zone: from.zone, local: from.local, abbreviation: from.abbreviation, offset: from.offset })}</ToolAlert>
      )}
      {from.status === 'ambiguous' && (
        <ToolAlert>
          <Radio.Group label={t('ambiguous', { requested: from.requested, zone: from.zone })} value={ambiguous} onChange={(value) => onAmbiguous(value as AmbiguousChoice)}>
            <Stack gap={6} mt="xs">
              {AMBIGUOUS_CHOICES.map((choice, index) => {
                const candidate = from.candidates[index === 0 ? 0 : from.candidates.length - 1]!;
                return (
                  <Radio
                    key={choice}
                    value={choice}
                    label={`${t('ambiguousChoice', { requested: from.requested, abbreviation: candidate.abbreviation, offset: candidate.offset, utc: candidate.instant })} (${t(`ambiguousChoices.${choice}`)})`}
                  />
                );
              })}
            </Stack>
          </Radio.Group>
        </ToolAlert>
      )}
    </Stack>
  );
}

function relative(language: string, fromMs: number, toMs: number): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const difference = toMs - fromMs;
  return Math.abs(difference) >= DAY_MS ? format.format(Math.round(difference / DAY_MS), 'day') : format.format(Math.round(difference / HOUR_MS), 'hour');
}

function Notes({ row, conversion, t, language }: { row: Pick<ZoneRow, 'dst' | 'dayOffset' | 'transition'>; conversion: Conversion; t: ToolTranslate<typeof en>; language: string }) {
  const { transition } = row;
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={4}>
        {row.dst && (
          <Badge size="sm" variant="light" color="orange">
            {t('dst')}
          </Badge>
        )}
        {row.dayOffset !== 0 && (
          <Badge size="sm" variant="light" color="gray">
            {t(row.dayOffset > 0 ? 'dayAhead' : 'dayBehind')}
          </Badge>
        )}
      </Group>
      {transition && (
        <Text size="xs" c="dimmed">
          {t(transition.atMs > conversion.instantMs ? 'transitionAhead' : 'transitionPast', {
            when: relative(language, conversion.instantMs, transition.atMs),
            before: transition.localBefore,
            after: transition.localAfter,
            offsetBefore: transition.offsetBefore,
            offsetAfter: transition.offsetAfter,
          })}
        </Text>
      )}
    </Stack>
  );
}

interface TableRow extends Record<string, unknown> {
  zone: string;
  local: string;
  offset: string;
  abbreviation: string;
  notes: string;
  actions: string;
  index: number;
  source: boolean;
  row: Pick<ZoneRow, 'dst' | 'dayOffset' | 'transition'> & { weekday: string };
}

function ZonesTable({ conversion, t, language, onRemove }: { conversion: Conversion; t: ToolTranslate<typeof en>; language: string; onRemove: (index: number) => void }) {
  const headers = useMemo(() => (['zone', 'local', 'offset', 'abbreviation', 'notes', 'actions'] as const).map((key) => ({ key, label: t(`columns.${key}`) })), [t]);
  const weekday = useMemo(() => new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }), [language]);
  const source = conversion.from;
  const sourceZone = resolveZone(source.zone);
  const data: TableRow[] = [
    {
      zone: source.zone,
      local: source.local,
      offset: `UTC${source.offset}`,
      abbreviation: source.abbreviation,
      notes: '',
      actions: '',
      index: -1,
      source: true,
      row: { dst: false, dayOffset: 0, transition: undefined, weekday: '' },
    },
    // A zone listed again beside the source would repeat its row.
    ...conversion.rows
      .map((row, index) => ({ zone: row.zone, local: row.local, offset: `UTC${row.offset}`, abbreviation: row.abbreviation, notes: '', actions: '', index, source: false, row }))
      .filter((row) => row.zone !== source.zone),
  ];
  // The source zone's own DST state and transition, as the other rows show theirs.
  if (sourceZone) {
    const sourceRow = data[0]!;
    const described = convertTime(conversion.instant, { from: 'UTC', to: source.zone, ambiguous: 'earlier' }, conversion.instantMs).rows[0];
    if (described) sourceRow.row = { ...described };
  }
  return (
    <DataTable
      data={data}
      headers={headers}
      description={t('zonesTable')}
      rowKey={(row) => `${row.index}-${row.zone}`}
      verticalSpacing="xs"
      renderCell={(key, row) => {
        if (key === 'zone')
          return (
            <Stack gap={2} align="flex-start">
              <Text size="sm" fw={row.source ? 600 : 400}>
                {row.zone}
              </Text>
              {row.source && (
                <Badge size="xs" variant="outline">
                  {t('source')}
                </Badge>
              )}
            </Stack>
          );
        if (key === 'local')
          return (
            <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {weekday.format(Date.parse(`${row.local.slice(0, 10)}T12:00:00Z`))} {row.local}
            </Text>
          );
        if (key === 'offset')
          return (
            <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {row.offset}
            </Text>
          );
        if (key === 'notes') return <Notes row={row.row} conversion={conversion} t={t} language={language} />;
        if (key === 'actions')
          return row.source ? null : (
            <ActionIcon variant="subtle" color="gray" aria-label={t('remove', { zone: row.zone })} onClick={() => onRemove(row.index)}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          );
        return undefined;
      }}
    />
  );
}

type Coverage = 'full' | 'partial' | 'none';

function coverage(intervals: readonly { from: number; to: number }[], from: number, to: number): Coverage {
  let covered = 0;
  for (const interval of intervals) covered += Math.max(0, Math.min(interval.to, to) - Math.max(interval.from, from));
  return covered >= to - from ? 'full' : covered > 0 ? 'partial' : 'none';
}

const clockOf = (zone: Zone | undefined, epochMs: number) => (zone ? formatWall(wallAt(zone, epochMs), false).slice(11) : '');

function OverlapCard({
  t,
  conversion,
  zoneList,
  start,
  end,
  now,
  onHours,
  onPick,
}: {
  t: ToolTranslate<typeof en>;
  conversion: Conversion;
  /** The zones, one per line, the source first. */
  zoneList: string;
  start: string;
  end: string;
  now: number;
  onHours: (patch: { start?: string; end?: string }) => void;
  onPick: (time: string) => void;
}) {
  const date = conversion.from.local.slice(0, 10);
  const result = useMemo(() => attempt<Overlap>(() => meetingOverlap(zoneList, { date, start, end }, now)), [zoneList, date, start, end, now]);
  const overlap = result.value;
  const zones = useMemo(() => zoneList.split('\n'), [zoneList]);
  const reference = zones[0]!;
  const referenceZone = useMemo(() => resolveZone(reference), [reference]);
  const zoneObjects = useMemo(() => new Map(zones.map((name) => [name, resolveZone(name)])), [zones]);
  const [active, setActive] = useState<[number, number]>([0, 9]);

  const columns = useMemo(() => {
    if (!overlap) return [];
    const list: { from: number; to: number }[] = [];
    for (let from = overlap.dayMs.from; from < overlap.dayMs.to; from += HOUR_MS) list.push({ from, to: Math.min(from + HOUR_MS, overlap.dayMs.to) });
    return list;
  }, [overlap]);
  const common = useMemo(() => {
    if (!overlap) return [];
    return overlap.overlap.map((interval) => ({ from: Date.parse(interval.from), to: Date.parse(interval.to) }));
  }, [overlap]);

  const [activeRow, activeColumn] = [Math.min(active[0], zones.length - 1), Math.min(active[1], Math.max(columns.length - 1, 0))];

  const move = (event: KeyboardEvent<HTMLTableCellElement>, row: number, column: number) => {
    const last = columns.length - 1;
    let next: [number, number] | undefined;
    if (event.key === 'ArrowRight') next = [row, Math.min(last, column + 1)];
    else if (event.key === 'ArrowLeft') next = [row, Math.max(0, column - 1)];
    else if (event.key === 'ArrowDown') next = [Math.min(zones.length - 1, row + 1), column];
    else if (event.key === 'ArrowUp') next = [Math.max(0, row - 1), column];
    else if (event.key === 'Home') next = [row, 0];
    else if (event.key === 'End') next = [row, last];
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(column);
      return;
    }
    if (!next) return;
    event.preventDefault();
    setActive(next);
    const table = event.currentTarget.closest('table');
    table?.querySelector<HTMLElement>(`[data-cell="${next[0]}-${next[1]}"]`)?.focus();
  };

  const pick = (column: number) => {
    const cell = columns[column];
    if (cell && referenceZone) onPick(formatWall(wallAt(referenceZone, cell.from), false));
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('overlapTitle')}
        </Title>
        <Group gap="md" align="flex-start">
          <TextInput type="time" label={t('start')} value={start} onChange={(event) => onHours({ start: event.currentTarget.value })} error={result.failure?.messageKey === 'invalidHours' ? message(t, result.failure) : undefined} w={170} />
          <TextInput type="time" label={t('end')} value={end} onChange={(event) => onHours({ end: event.currentTarget.value })} w={170} />
        </Group>
        {overlap && (
          <>
            <Text size="sm" c="dimmed">
              {t('overlapHelp', { date, zone: reference })}
            </Text>
            <div className={classes.scroller}>
              <table role="grid" aria-label={t('overlapStrip')} className={classes.strip}>
                <thead>
                  <tr role="row">
                    <th role="columnheader" className={classes.zoneHeader}>
                      {t('columns.zone')}
                    </th>
                    {columns.map((cell) => (
                      <th
                        role="columnheader"
                        key={cell.from}
                        className={classes.hour}
                        data-overlap={coverage(common, cell.from, cell.to)}
                        aria-label={t('hourColumn', { time: clockOf(referenceZone, cell.from), zone: reference })}
                      >
                        {clockOf(referenceZone, cell.from).slice(0, 2)}
                        {!clockOf(referenceZone, cell.from).endsWith(':00') && <span className={classes.minutes}>{clockOf(referenceZone, cell.from).slice(2)}</span>}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {overlap.zones.map((zone, row) => {
                    const zoneObject = zoneObjects.get(zone.zone);
                    return (
                      <tr role="row" key={zone.zone}>
                        <th role="rowheader" scope="row" className={classes.zoneName}>
                          {zone.zone}
                          <Text span size="xs" c="dimmed" display="block">
                            {zone.hours}
                          </Text>
                        </th>
                        {columns.map((cell, column) => {
                          const state = coverage(zone.workingMs, cell.from, cell.to);
                          const everyone = coverage(common, cell.from, cell.to);
                          const time = clockOf(zoneObject, cell.from);
                          const label = `${t(state === 'full' ? 'cellWork' : state === 'partial' ? 'cellPartial' : 'cellOff', { zone: zone.zone, time })}${everyone !== 'none' ? `, ${t('cellOverlap')}` : ''}`;
                          const isActive = row === activeRow && column === activeColumn;
                          return (
                            <td
                              role="gridcell"
                              key={cell.from}
                              data-cell={`${row}-${column}`}
                              data-work={state}
                              data-overlap={everyone}
                              tabIndex={isActive ? 0 : -1}
                              aria-label={label}
                              aria-selected={isActive}
                              title={t('pick', { time: clockOf(referenceZone, cell.from) })}
                              className={classes.cell}
                              onKeyDown={(event) => move(event, row, column)}
                              onFocus={() => setActive([row, column])}
                              onClick={() => {
                                setActive([row, column]);
                                pick(column);
                              }}
                            >
                              {time.slice(0, 2)}
                              {!time.endsWith(':00') && <span className={classes.minutes}>{time.slice(2)}</span>}
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Text size="sm" aria-live="polite">
              {overlap.overlap.length === 0
                ? t('overlapNone')
                : overlap.overlap.map((interval) => t('overlapFound', { utc: interval.utc, local: Object.entries(interval.local).map(([zone, hours]) => `${zone} ${hours}`).join(', ') })).join(' ')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
