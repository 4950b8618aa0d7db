import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconFlag, IconPlayerPlay, IconPlayerStop, IconRotate } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import classes from './chronometer.module.css';
import { elapsedMs, formatElapsed, initialStopwatch, isRunning, lap, reset, toggle, type StopwatchState } from './chronometer.service';
import type en from './locales/en.json';

const TOOL_ID = 'chronometer';

/** True when a key press belongs to the focused element (typing, or a control's own Space/Enter). */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  return target.getAttribute('role') === 'textbox' || target.getAttribute('role') === 'combobox';
}

function isActivatedBySpace(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.closest('button, a[href], [role="button"], [role="switch"], [role="checkbox"], [role="menuitem"], [role="tab"], input, summary') !== null);
}

export default function Chronometer() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [stopwatch, setStopwatch] = useState<StopwatchState>(initialStopwatch);
  const [now, setNow] = useState(() => performance.now());
  const running = isRunning(stopwatch);

  // Every change reads the monotonic clock at the moment of the click or key press.
  const act = useCallback((step: (state: StopwatchState, now: number) => StopwatchState) => {
    const at = performance.now();
    setNow(at);
    setStopwatch((state) => step(state, at));
  }, []);

  // While running, the display follows the clock once per frame; the time itself never depends on frames.
  useEffect(() => {
    if (!running) return;
    let frame = requestAnimationFrame(function tick() {
      setNow(performance.now());
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [running]);

  const actRef = useRef(act);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === ' ' && !isActivatedBySpace(event.target)) {
        event.preventDefault();
        actRef.current(toggle);
      } else if (key === 'l') {
        actRef.current(lap);
      } else if (key === 'r') {
        actRef.current(reset);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const elapsed = elapsedMs(stopwatch, now);

  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <Card withBorder padding="xl" radius="md">
        <Stack gap="lg" align="center">
          <div role="timer" aria-label={t('elapsed')} className={classes.display}>
            {formatElapsed(elapsed)}
          </div>
          <Group justify="center" gap="sm" role="group" aria-label={t('controls')}>
            <Button
              className={classes.startButton}
              leftSection={running ? <IconPlayerStop size={18} aria-hidden /> : <IconPlayerPlay size={18} aria-hidden />}
              onClick={() => act(toggle)}
            >
              {running ? t('stop') : t('start')}
            </Button>
            <Button variant="light" leftSection={<IconFlag size={18} aria-hidden />} disabled={!running} onClick={() => act(lap)}>
              {t('lap')}
            </Button>
            <Button variant="default" leftSection={<IconRotate size={18} aria-hidden />} onClick={() => act(reset)}>
              {t('reset')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed" ta="center">
            {t('shortcuts')}
          </Text>
        </Stack>
      </Card>
      {stopwatch.laps.length > 0 && (
        <Card withBorder padding="lg" radius="md">
          <Table striped className={classes.laps} aria-label={t('laps')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lapColumn')}</Table.Th>
                <Table.Th>{t('lapTime')}</Table.Th>
                <Table.Th>{t('total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stopwatch.laps.map((entry) => (
                <Table.Tr key={entry.number}>
                  <Table.Td>{t('lapNumber', { number: entry.number })}</Table.Td>
                  <Table.Td>{formatElapsed(entry.lap)}</Table.Td>
                  <Table.Td>{formatElapsed(entry.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
    </Stack>
  );
}
