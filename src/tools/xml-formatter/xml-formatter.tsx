import { Button, Group, Loader, NumberInput, Stack, Switch } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { downloadText } from '../../lib/download';
import { useLatestTask } from '../../lib/use-latest-task';
import { createWorkerClient } from '../../lib/worker-client';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import { LargeTextOutput } from '../../ui/large-text/LargeTextOutput';
import type en from './locales/en.json';
import {
  DEFAULT_INDENT_SIZE,
  DEFAULT_XML,
  formatWellFormedXmlOutcome,
  MAX_INDENT_SIZE,
  MIN_INDENT_SIZE,
  parseIndentSize,
  xmlParseError,
  type FormatXmlOptions,
  type FormatXmlOutcome,
} from './xml-formatter.service';
import type { XmlFormatterWorkerApi } from './xml-formatter.worker';

const TOOL_ID = 'xml-formatter';
const WORKER_THRESHOLD = 20_000;
const LARGE_INPUT_DELAY_MS = 150;
/**
 * DOMParser runs on the page's thread (it does not exist in workers): about 0.25 s per MB on a busy
 * machine. Larger documents are checked in the worker by this tool's checker (same error cases,
 * message "error on line L at column C: …").
 */
const DOM_CHECK_MAX_CHARS = 500_000;
const INDENT_SIZES = Array.from({ length: MAX_INDENT_SIZE - MIN_INDENT_SIZE + 1 }, (_, index) => MIN_INDENT_SIZE + index);

interface FormatRequest {
  text: string;
  options: FormatXmlOptions;
  /** Not checked by DOMParser: the worker's checker checks it. */
  strict: boolean;
}

const worker = createWorkerClient<XmlFormatterWorkerApi>(() => new Worker(new URL('./xml-formatter.worker.ts', import.meta.url), { type: 'module' }));
let runningToken: symbol | undefined;

async function formatInWorker(request: FormatRequest | undefined): Promise<FormatXmlOutcome | undefined> {
  if (!request) return undefined;
  if (runningToken) worker.terminate();
  const token = Symbol('format');
  runningToken = token;
  try {
    return await worker.get().format(request.text, request.options, request.strict);
  } finally {
    if (runningToken === token) runningToken = undefined;
  }
}

export default function XmlFormatter() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [options, setOptions] = useToolState<{ collapseContent: boolean; indentSize: number }>(
    TOOL_ID,
    { collapseContent: true, indentSize: DEFAULT_INDENT_SIZE },
    { persist: { collapseContent: 'local', indentSize: 'local' }, allowed: { indentSize: INDENT_SIZES } },
  );
  const [indentText, setIndentText] = useState(() => String(options.indentSize));
  const [xml, setXml] = useState(DEFAULT_XML);
  const indentSize = parseIndentSize(indentText);
  const trimmed = useMemo(() => xml.trim(), [xml]);
  // Well-formedness: the browser's XML parser (native code; DOMParser does not exist in workers).
  const domChecked = trimmed.length <= DOM_CHECK_MAX_CHARS;
  const parseError = useMemo(() => (trimmed === '' || !domChecked ? undefined : xmlParseError(trimmed, new DOMParser())), [trimmed, domChecked]);

  const request = useMemo<FormatRequest | undefined>(
    () => (indentSize === undefined || parseError !== undefined ? undefined : { text: trimmed, options: { indentSize, collapseContent: options.collapseContent }, strict: !domChecked }),
    [trimmed, indentSize, parseError, options.collapseContent, domChecked],
  );
  const isLarge = trimmed.length > WORKER_THRESHOLD;
  const syncOutcome = useMemo(() => (request && !isLarge ? formatWellFormedXmlOutcome(request.text, request.options) : undefined), [request, isLarge]);
  const task = useLatestTask(isLarge ? request : undefined, formatInWorker, LARGE_INPUT_DELAY_MS);
  useEffect(
    () => () => {
      worker.terminate();
      runningToken = undefined;
    },
    [],
  );

  const pending = request !== undefined && isLarge && task.pending;
  const outcome: FormatXmlOutcome | undefined =
    parseError !== undefined
      ? { ok: false, detail: parseError }
      : !request
        ? undefined
        : !isLarge
          ? syncOutcome
          : pending
            ? undefined
            : task.error !== undefined
              ? { ok: false, detail: task.error instanceof Error ? task.error.message : String(task.error) }
              : task.result;
  const output = outcome?.ok ? outcome.output : '';
  const xmlError =
    outcome && !outcome.ok ? (
      <>
        {t('invalidXml')}
        <br />
        {outcome.detail}
      </>
    ) : undefined;

  const changeIndent = (value: string | number) => {
    const text = String(value);
    setIndentText(text);
    const size = parseIndentSize(text);
    if (size !== undefined) setOptions({ indentSize: size });
  };

  return (
    <Stack gap="md">
      <Group gap="xl" align="flex-start">
        <Switch label={t('collapseContent')} checked={options.collapseContent} onChange={(event) => setOptions({ collapseContent: event.currentTarget.checked })} mt={32} />
        <NumberInput
          label={t('indentSize')}
          value={indentText}
          onChange={changeIndent}
          min={MIN_INDENT_SIZE}
          max={MAX_INDENT_SIZE}
          step={1}
          clampBehavior="none"
          allowNegative
          allowDecimal
          error={indentSize === undefined ? t('indentSizeError') : undefined}
          w={200}
          styles={{ error: { whiteSpace: 'nowrap' } }}
        />
      </Group>

      <LargeTextInput rows={12} label={t('xml')} placeholder={t('xmlPlaceholder')} value={xml} onChange={setXml} error={xmlError} />

      <LargeTextOutput
        label={t('output')}
        value={output}
        rows={14}
        description={
          pending ? (
            <Group component="span" gap={6} role="status">
              <Loader component="span" size={12} aria-hidden />
              {t('formatting')}
            </Group>
          ) : undefined
        }
        actions={
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} disabled={output === ''} onClick={() => downloadText('formatted.xml', output, 'application/xml')}>
            {t('downloadXml')}
          </Button>
        }
      />
    </Stack>
  );
}
