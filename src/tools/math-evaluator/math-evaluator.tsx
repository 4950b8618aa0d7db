import { Button, Card, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { isToolInputError } from '../../lib/errors';
import type { RunControl } from '../../engine/worker/operation-client';
import { useLiveResult } from '../../modules/live-result/use-live-result';
import { PoolCancelledError } from '../../engine/worker/worker-pool';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { operationClient, runInWorker } from '../../engine/worker/operation-pool';
import type en from './locales/en.json';
import { mathEvaluator } from './math-evaluator.operations';
import type { EvaluationOutcome } from './math-evaluator.service';

const TOOL_ID = 'math-evaluator';
const DEFAULTS = { expression: '' };
const STATE_OPTIONS = { persist: { expression: 'none' }, pasteInto: 'expression' } as const;
/** An evaluation still running after this long is stopped (its worker restarted). */
const EVALUATION_TIMEOUT_MS = 3000;
const TIMEOUT = 'timeout';

type Outcome = EvaluationOutcome | { ok: false; timeout: true };

/**
 * Evaluates in the operation worker (mathjs is loaded there, never on the page): a newer expression
 * stops an older evaluation, and one still running 3 s after it started (`ones(5000, 5000)`,
 * `factorial(100000)`) is stopped too; its worker is terminated and the next run starts another.
 */
async function evaluateInWorker(expression: string, control: RunControl): Promise<Outcome> {
  const stop = new AbortController();
  const forward = () => stop.abort();
  control.signal?.addEventListener('abort', forward, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const startLimit = () => {
    timer ??= setTimeout(() => {
      timedOut = true;
      stop.abort();
    }, EVALUATION_TIMEOUT_MS);
  };
  try {
    const result = await runInWorker(mathEvaluator, expression, {}, { signal: stop.signal, onProgress: startLimit });
    return { ok: true, result: result === '' ? undefined : result };
  } catch (error) {
    if (timedOut && error instanceof PoolCancelledError) return { ok: false, timeout: true };
    if (isToolInputError(error)) return { ok: false, detail: error.detail ?? '' };
    throw error;
  } finally {
    clearTimeout(timer);
    control.signal?.removeEventListener('abort', forward);
  }
}
const EVALUATE = { remote: evaluateInWorker, warm: operationClient.warm };

type EngineState = 'loading' | 'ready' | 'error';

/** Starts loading mathjs (in the worker) as soon as the page opens. */
function useMathEngine(): [EngineState, () => void] {
  const [state, setState] = useState<EngineState>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    // A blank expression only loads the engine (in the operation worker).
    runInWorker(mathEvaluator, '', {}).then(
      () => active && setState('ready'),
      () => active && setState('error'),
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
  const task = useLiveResult(ready ? expression : undefined, EVALUATE);
  // While the next answer is computed (a millisecond or two) the previous one stays on screen.
  const [previous, setPrevious] = useState<Outcome | undefined>(undefined);
  if (task.value !== undefined && task.value !== previous) setPrevious(task.value);
  const outcome = task.pending ? previous : task.value;
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
