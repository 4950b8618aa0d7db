import { Button, Group, Input, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { downloadText } from '../../lib/download';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ConverterOutput } from '../../ui/format-converter/ConverterOutput';
import { LargeTextInput } from '../../ui/large-text/LargeTextInput';
import type en from './locales/en.json';
import { createSanitizer, htmlDocument, markdownToHtml, type HtmlSanitizer } from './markdown-to-html.service';

const TOOL_ID = 'markdown-to-html';
/** Above this many characters the rendering waits for a pause in typing. */
const DEBOUNCE_FROM_CHARS = 20_000;
const PREVIEW_MAX_HEIGHT = 640;

const DEFAULTS = { markdown: '' };
const STATE_OPTIONS = { persist: { markdown: 'local' }, pasteInto: 'markdown' } as const;

let sanitizer: HtmlSanitizer | undefined;
function sanitize(html: string): string {
  sanitizer ??= createSanitizer(window);
  return sanitizer(html);
}

/**
 * Prints a document in a hidden frame that cannot run script (sandbox without allow-scripts, and
 * the document's own CSP). The frame stays until the next print so the browser can finish.
 */
function printInFrame(documentHtml: string, title: string): void {
  document.querySelectorAll('iframe[data-markdown-print]').forEach((frame) => frame.remove());
  const frame = document.createElement('iframe');
  frame.setAttribute('data-markdown-print', '');
  frame.setAttribute('sandbox', 'allow-same-origin allow-modals');
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('tabindex', '-1');
  frame.title = title;
  Object.assign(frame.style, { position: 'fixed', width: '0', height: '0', border: '0', left: '-10000px', top: '0' });
  frame.addEventListener('load', () => frame.contentWindow?.print(), { once: true });
  frame.srcdoc = documentHtml;
  document.body.appendChild(frame);
}

function Preview({ html, title, label }: { html: string; title: string; label: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(200);
  const labelId = useId();
  const source = useMemo(() => htmlDocument(html, title), [html, title]);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => {
      const body = frame.contentDocument?.documentElement;
      if (body) setHeight(Math.min(PREVIEW_MAX_HEIGHT, Math.max(120, body.scrollHeight + 4)));
    };
    frame.addEventListener('load', measure);
    return () => frame.removeEventListener('load', measure);
  }, []);
  return (
    <Stack gap={4}>
      <Input.Label id={labelId} mb={0} style={{ minHeight: 28, display: 'flex', alignItems: 'flex-end' }}>
        {label}
      </Input.Label>
      <iframe
        ref={frameRef}
        title={label}
        aria-labelledby={labelId}
        sandbox="allow-same-origin"
        srcDoc={source}
        style={{ width: '100%', height, border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)', background: '#fff' }}
      />
    </Stack>
  );
}

export default function MarkdownToHtml() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const large = state.markdown.length > DEBOUNCE_FROM_CHARS;
  const [debounced] = useDebouncedValue(state.markdown, 150);
  const source = large ? debounced : state.markdown;
  const html = useMemo(() => markdownToHtml(source, sanitize), [source]);

  return (
    <Stack gap="md">
      <LargeTextInput
        label={t('input')}
        placeholder={t('inputPlaceholder')}
        value={state.markdown}
        onChange={(markdown) => setState({ markdown })}
        rows={8}
        autosize
        minRows={8}
        maxRows={24}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the spec asks for it: the page is this one field
        autoFocus
      />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ConverterOutput label={t('output')} value={html} copyLabel={t('copyHtml')} rows={12} />
        <Preview html={html} title={t('documentTitle')} label={t('preview')} />
      </SimpleGrid>

      <Group gap="sm">
        <Button leftSection={<IconPrinter size={16} aria-hidden />} variant="light" disabled={html === ''} onClick={() => printInFrame(htmlDocument(html, t('documentTitle')), t('printFrame'))}>
          {t('print')}
        </Button>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          variant="default"
          disabled={html === ''}
          onClick={() => downloadText('document.html', htmlDocument(html, t('documentTitle')), 'text/html')}
        >
          {t('download')}
        </Button>
      </Group>
    </Stack>
  );
}
