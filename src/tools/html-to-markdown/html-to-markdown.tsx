import { Box, Group, Input, Select, SimpleGrid, Stack, Text, Typography } from '@mantine/core';
import { useDeferredValue, useEffect, useId, useMemo, useState, type ClipboardEvent } from 'react';
import { failureMessage } from '../../engine/failure';
import { defaultOptions } from '../../engine/operation';
import { optionChoices } from '../../engine/schema';
import { useToolTranslation, type ToolTranslate } from '../../modules/i18n/use-tool-translation';
import { useOperationResult } from '../../modules/live-result/use-operation-result';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ConverterOutput } from '../../ui/format-converter/ConverterOutput';
import { JobProgress } from '../../ui/job/JobProgress';
import { LargeTextInput, textAfterPaste } from '../../ui/large-text/LargeTextInput';
import { htmlToMarkdown } from './html-to-markdown.operations';
import { clipboardHtml, type HtmlToMarkdownOptions } from './html-to-markdown.options';
import classes from './html-to-markdown.module.css';
import type en from './locales/en.json';

const TOOL_ID = 'html-to-markdown';
/** Up to this many characters are converted on the page as you type; more in the operation worker after a pause. */
const LIVE = { threshold: 10_000, delayMs: 200 } as const;
/** The preview renders at most this much of the Markdown. */
const PREVIEW_CHARS = 100_000;

const DEFAULT_HTML =
  '<h2>Welcome</h2>\n<p>Paste <strong>HTML</strong> or <em>rich text</em> copied from a page. See the <a href="https://github.github.com/gfm/">GFM spec</a>.</p>\n<ul>\n  <li><input type="checkbox" checked> Tables</li>\n  <li><input type="checkbox"> Task lists</li>\n</ul>\n<pre><code class="language-js">console.log("fenced, with its language");</code></pre>';

const DEFAULTS = { html: DEFAULT_HTML, ...defaultOptions(htmlToMarkdown) };
const STATE_OPTIONS = {
  persist: { html: 'local', headingStyle: 'url', bulletMarker: 'url', codeBlockStyle: 'url', linkStyle: 'url' },
  schema: htmlToMarkdown.options,
  pasteInto: 'html',
} as const;

type HeadingStyle = HtmlToMarkdownOptions['headingStyle'];
type BulletMarker = HtmlToMarkdownOptions['bulletMarker'];
type CodeBlockStyle = HtmlToMarkdownOptions['codeBlockStyle'];
type LinkStyle = HtmlToMarkdownOptions['linkStyle'];

const HEADING_STYLES = optionChoices<HeadingStyle>(htmlToMarkdown.options, 'headingStyle');
const BULLET_MARKERS = optionChoices<BulletMarker>(htmlToMarkdown.options, 'bulletMarker');
const CODE_BLOCK_STYLES = optionChoices<CodeBlockStyle>(htmlToMarkdown.options, 'codeBlockStyle');
const LINK_STYLES = optionChoices<LinkStyle>(htmlToMarkdown.options, 'linkStyle');
const HEADING_KEYS = { atx: 'headingAtx', setext: 'headingSetext' } as const;
const BULLET_KEYS = { '-': 'bulletHyphen', '*': 'bulletAsterisk', '+': 'bulletPlus' } as const;
const CODE_KEYS = { fenced: 'codeFenced', indented: 'codeIndented' } as const;
const LINK_KEYS = { inlined: 'linkInlined', referenced: 'linkReferenced' } as const;

type Renderer = (markdown: string) => string;

/**
 * Rendered Markdown with every image replaced by its description before it reaches the page: the
 * HTML is taken apart in a DOMParser document, which loads nothing.
 */
function withoutImages(html: string, imageLabel: (name: string) => string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const media of Array.from(document.querySelectorAll('picture, source, video, audio, iframe, object, embed'))) media.remove();
  for (const image of Array.from(document.querySelectorAll('img'))) {
    const name = image.getAttribute('alt') || image.getAttribute('src') || '';
    image.replaceWith(document.createTextNode(imageLabel(name)));
  }
  return document.body.innerHTML;
}

/** The Markdown as GitHub would show it (markdown-it and the app's sanitiser, loaded on first use), images not loaded. */
function MarkdownPreview({ markdown, t }: { markdown: string; t: ToolTranslate<typeof en> }) {
  const [render, setRender] = useState<Renderer | undefined>();
  const labelId = useId();
  useEffect(() => {
    let live = true;
    void import('../../ui/markdown/render-markdown').then((module) => {
      if (live) setRender(() => module.renderMarkdown);
    });
    return () => {
      live = false;
    };
  }, []);
  const deferred = useDeferredValue(markdown);
  const cut = deferred.length > PREVIEW_CHARS;
  const html = useMemo(
    () => (render && deferred !== '' ? withoutImages(render(cut ? deferred.slice(0, PREVIEW_CHARS) : deferred), (name) => t('previewImage', { name })) : ''),
    [render, deferred, cut, t],
  );
  return (
    <Stack gap={4}>
      {/* As high as the Markdown's label row with its icon buttons, so that both boxes start level. */}
      <Input.Label id={labelId} mb={0} style={{ minHeight: 28, display: 'flex', alignItems: 'flex-end' }}>
        {t('preview')}
      </Input.Label>
      <Typography
        role="region"
        aria-labelledby={labelId}
        aria-busy={render ? undefined : true}
        className={classes.preview}
        // Sanitised by the app's sanitiser ('page' profile), images taken out.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <Input.Description>{cut ? t('previewCut') : t('previewHint')}</Input.Description>
    </Stack>
  );
}

export default function HtmlToMarkdown() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const options = { headingStyle: state.headingStyle, bulletMarker: state.bulletMarker, codeBlockStyle: state.codeBlockStyle, linkStyle: state.linkStyle };
  const result = useOperationResult(htmlToMarkdown, state.html, options, LIVE);
  const markdown = result.value ?? '';
  const failure = result.error === undefined ? undefined : failureMessage(result.error, 'failed');
  const error = failure ? (failure.messageKey === 'tooDeep' ? t('tooDeep', failure.params) : t('failed')) : undefined;
  const cancelled = result.state.status === 'cancelled';

  /** Rich text from a page: the clipboard's HTML rather than its plain text, in place of the selection. */
  const onPasteCapture = (event: ClipboardEvent<HTMLDivElement>) => {
    const pasted = event.clipboardData.getData('text/html');
    if (pasted.trim() === '') return; // plain text: the field's own paste
    event.preventDefault();
    event.stopPropagation();
    const html = clipboardHtml(pasted);
    const target = event.target;
    setState({ html: target instanceof HTMLTextAreaElement ? textAfterPaste(state.html, html, target.selectionStart, target.selectionEnd) : html });
  };

  const optionFields = useMemo(
    () => (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Select
          label={t('headingStyle')}
          data={HEADING_STYLES.map((value) => ({ value, label: t(HEADING_KEYS[value]) }))}
          value={state.headingStyle}
          onChange={(value) => value && setState({ headingStyle: value as HeadingStyle })}
          allowDeselect={false}
        />
        <Select
          label={t('bulletMarker')}
          data={BULLET_MARKERS.map((value) => ({ value, label: t(BULLET_KEYS[value]) }))}
          value={state.bulletMarker}
          onChange={(value) => value && setState({ bulletMarker: value as BulletMarker })}
          allowDeselect={false}
        />
        <Select
          label={t('codeBlockStyle')}
          data={CODE_BLOCK_STYLES.map((value) => ({ value, label: t(CODE_KEYS[value]) }))}
          value={state.codeBlockStyle}
          onChange={(value) => value && setState({ codeBlockStyle: value as CodeBlockStyle })}
          allowDeselect={false}
        />
        <Select
          label={t('linkStyle')}
          data={LINK_STYLES.map((value) => ({ value, label: t(LINK_KEYS[value]) }))}
          value={state.linkStyle}
          onChange={(value) => value && setState({ linkStyle: value as LinkStyle })}
          allowDeselect={false}
        />
      </SimpleGrid>
    ),
    [state.headingStyle, state.bulletMarker, state.codeBlockStyle, state.linkStyle, setState, t],
  );

  return (
    <Stack gap="md">
      {optionFields}

      <Box onPasteCapture={onPasteCapture}>
        <LargeTextInput
          label={t('input')}
          description={t('inputHint')}
          placeholder={t('inputPlaceholder')}
          value={state.html}
          onChange={(html) => setState({ html })}
          error={error && (failure?.detail ? `${error} (${failure.detail})` : error)}
          rows={10}
          autosize
          minRows={10}
          maxRows={20}
        />
      </Box>

      {result.pending && state.html.length > LIVE.threshold && <JobProgress label={t('converting')} percent={undefined} onCancel={result.cancel} />}
      {cancelled && (
        <Group role="status">
          <Text size="sm" c="dimmed">
            {t('cancelled')}
          </Text>
        </Group>
      )}

      {/* min-width 0: a megabyte line in the output must not widen its column. */}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Box miw={0}>
          <ConverterOutput
            label={t('output')}
            value={markdown}
            copyLabel={t('copy')}
            rows={16}
            download={{ label: t('download'), fileName: 'converted.md', mimeType: 'text/markdown' }}
          />
        </Box>
        <Box miw={0}>
          <MarkdownPreview markdown={markdown} t={t} />
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
