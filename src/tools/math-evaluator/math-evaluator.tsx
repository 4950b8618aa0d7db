import { Button, Card, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import type en from './locales/en.json';
import type { EvaluationOutcome } from './math-evaluator.service';
import type { MathEvaluatorWorkerApi } from './math-evaluator.worker';

const TOOL_ID = 'math-evaluator';
const DEFAULTS = { expression: '' };
const STATE_OPTIONS = { persist: { expression: 'none' } } as const;
/** An evaluation still running after this long is stopped (its worker restarted). */
const EVALUATION_TIMEOUT_MS = 3000;
const TIMEOUT = 'timeout';

const worker = createWorkerClient<MathEvaluatorWorkerApi>(
  () => new Worker(new URL('./math-evaluator.worker.ts', import.meta.url), { type: 'module', name: 'math-evaluator' }),
);
/** Bumped whenever the worker is restarted, so a late timer never stops the new one. */
let epoch = 0;

type Outcome = EvaluationOutcome | { ok: false; timeout: true };

function evaluateInWorker(expression: string | undefined): Promise<Outcome | undefined> {
  if (expression === undefined) return Promise.resolve(undefined);
  const started = epoch;
  return new Promise<Outcome>((resolve, reject) => {
    const timer = setTimeout(() => {
      if (started === epoch) {
        worker.terminate();
        epoch += 1;
      }
      resolve({ ok: false, timeout: true });
    }, EVALUATION_TIMEOUT_MS);
    worker
      .get()
      .evaluate(expression)
      .then(
        (outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
  });
}

type EngineState = 'loading' | 'ready' | 'error';

/** Starts loading mathjs (in the worker) as soon as the page opens. */
function useMathEngine(): [EngineState, () => void] {
  const [state, setState] = useState<EngineState>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    worker
      .get()
      .load()
      .then(
        () => active && setState('ready'),
        () => {
          worker.terminate();
          if (active) setState('error');
        },
      );
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState('loading');
    setAttempt((count) => count + 1);
  }, []);
  return [state, retry];
}

export default function MathEvaluator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [{ expression }, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [engine, retry] = useMathEngine();
  const ready = engine === 'ready';
  const task = useLatestTask(ready ? expression : undefined, evaluateInWorker);
  // While the next answer is computed (a millisecond or two) the previous one stays on screen.
  const outcome = task.pending ? task.result : task.error !== undefined ? undefined : task.result;
  const result = outcome?.ok ? outcome.result : undefined;
  const failure = !task.pending && outcome && !outcome.ok ? outcome : undefined;
  const error = failure ? (
    <>
      {t('invalidExpression')}
      <br />
      {'timeout' in failure ? t(TIMEOUT) : failure.detail}
    </>
  ) : task.error !== undefined ? (
    t('invalidExpression')
  ) : undefined;

  return (
    <Stack gap="lg" maw={800} mx="auto" w="100%">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Textarea
            label={t('expression')}
            placeholder={t('placeholder')}
            value={expression}
            onChange={(event) => update({ expression: event.currentTarget.value })}
            error={error}
            autosize
            minRows={1}
            maxRows={20}
            spellCheck={false}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            // The spec asks for focus on arrival: it is the page's only input.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          {engine === 'loading' && (
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('loading')}</Text>
            </Group>
          )}
          {engine === 'error' && (
            <ToolAlert type="error" title={t('loadFailed')}>
              <Button variant="light" color="red" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={retry}>
                {t('retry')}
              </Button>
            </ToolAlert>
          )}
          {ready && result !== undefined && <ReadOnlyField label={t('result')} value={result} copyLabel={t('copyResult')} />}
        </Stack>
      </Card>
      <Text size="sm" c="dimmed">
        {t('hint')}
      </Text>
    </Stack>
  );
}
